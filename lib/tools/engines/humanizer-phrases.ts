// Phrasings that mark text as machine-written, each with plain replacements: the first list for everyday
// styles, the second (when given) for formal and academic ones. An empty replacement drops the phrase. Verb
// rewrites (marked "verb") give the base form; it is conjugated to match the words it replaces.

export type Rewrite = [RegExp, string[], string[]?, "verb"?];

export const STOCK: Rewrite[] = [
  [
    /\bin (?:today's|the|this) (?:fast-paced|digital|modern|ever-changing|ever-evolving|competitive|saturated|e-commerce)(?: [a-z-]+)? (?:world|landscape|age|era|market|environment)\b,?\s*/gi,
    ["these days, ", "now, ", ""],
    ["at present, ", ""],
  ],
  [
    /\bit is (?:important|worth|crucial|essential|vital|key) to (?:note|remember|mention|recognize|understand|recognise) that\s*/gi,
    [""],
    ["", "note that "],
  ],
  [/\bit is worth (?:noting|mentioning) that\s*/gi, ["", "note that "], ["", "notably, "]],
  [
    /\bit is (?:crucial|essential|vital) to\b/gi,
    ["you need to", "it pays to"],
    ["one must", "it is necessary to"],
  ],
  [/\bdelv(?:e|es|ed) into\b/gi, ["dig into", "look at", "get into"], ["examine", "consider"], "verb"],
  [/\bdelving into\b/gi, ["digging into", "looking at"], ["examining", "studying"]],
  [/\bthe world of\s*/gi, [""]],
  [/\bharness(?:es|ed|ing)? the power of\b/gi, ["use", "make good use of"], ["use", "draw on"], "verb"],
  [
    /\bfoster(?:s|ed|ing)? meaningful connections\b/gi,
    ["build real relationships", "bring people together"],
    ["build lasting relationships"],
    "verb",
  ],
  [/\bfoster(?:s|ed|ing)?\b/gi, ["build", "encourage"], ["encourage", "support"], "verb"],
  [/\bempower(?:s|ed|ing)?\b/gi, ["help"], ["enable"], "verb"],
  [
    /\bunlock(?:s|ed|ing)? (?:the|your|their) (?:full |creative )?potential(?: of)?\b/gi,
    ["get the most from", "make the most of"],
    ["realise the value of"],
    "verb",
  ],
  [/\bunlock(?:s|ed|ing)?\b/gi, ["open up", "find"], ["reveal"], "verb"],
  [/\belevat(?:e|es|ed|ing)\b/gi, ["improve", "lift"], ["improve"], "verb"],
  [/\b(?:utiliz|utilis|leverag)(?:e|es|ed)\b/gi, ["use"], ["use"], "verb"],
  [/\b(?:utilizing|utilising|leveraging)\b/gi, ["using"]],
  [/\bfurthermore,\s*/gi, ["plus, ", "also, ", "what's more, "], ["in addition, ", "also, "]],
  [/\bmoreover,\s*/gi, ["also, ", "on top of that, "], ["in addition, ", "also, "]],
  [/\badditionally,\s*/gi, ["also, ", "and "], ["also, ", "in addition, "]],
  [/\bin conclusion,\s*/gi, ["so, ", "all in all, ", "in short, "], ["in short, ", "overall, "]],
  [/\bultimately,\s*/gi, ["in the end, ", ""], [""]],
  [
    /\bplay(?:s|ed|ing)? an? (?:crucial|vital|pivotal|key|essential) role in\b/gi,
    ["matter a lot for", "be central to"],
    ["be central to", "strongly shape"],
    "verb",
  ],
  [
    /\ba (?:plethora|myriad|multitude|wide range|wide array) of\b/gi,
    ["lots of", "plenty of", "many"],
    ["many", "a range of"],
  ],
  [/\bnumerous\b/gi, ["many", "lots of"], ["many"]],
  [/\bseamless(?:ly)?\b/gi, ["smooth"], ["straightforward"]],
  [/\brobust\b/gi, ["solid", "strong"], ["sound", "strong"]],
  [/\bembark(?:s|ed|ing)? on (?:a|your|the) journey(?: of| to)?\b/gi, ["start"], ["begin"], "verb"],
  [/\b(?:a|the|your|every|an employee's) journey\b/gi, ["the experience"], ["the process"]],
  [/\bnavigat(?:e|es|ed|ing) the complexities of\b/gi, ["handle", "work through"], ["address"], "verb"],
  [/\bnavigat(?:e|es|ed|ing)\b/gi, ["get through", "handle"], ["manage"], "verb"],
  [/\bis a testament to\b/gi, ["shows", "proves"], ["demonstrates"]],
  [/\bare a testament to\b/gi, ["show", "prove"], ["demonstrate"]],
  [/\ba testament to\b/gi, ["proof of"], ["evidence of"]],
  [/\bin order to\b/gi, ["to"]],
  [/\bdue to the fact that\b/gi, ["because"]],
  [/\bat the end of the day,?\s*/gi, ["in the end, "], ["ultimately, "]],
  [/\bcutting-edge\b/gi, ["new", "modern"], ["recent", "modern"]],
  [/\b(?:a )?game-changer\b/gi, ["a big help", "a real improvement"], ["a significant improvement"]],
  [/\bstreamlin(?:e|es|ed|ing)\b/gi, ["simplify"], ["simplify"], "verb"],
  [/\bensure\b/gi, ["make sure"], ["ensure"]],
  [
    /\b(?:revolutioniz|revolutionis)(?:e|es|ed|ing)\b/gi,
    ["change", "shake up"],
    ["change", "reshape"],
    "verb",
  ],
  [/\btransformative\b/gi, ["fresh", "very different"], ["substantial"]],
  [/\bendeavou?r\b/gi, ["project", "effort"], ["undertaking"]],
  [/\bcornerstone\b/gi, ["mainstay", "basic part"], ["foundation"]],
  [/\bserv(?:e|es|ed|ing) as\b/gi, ["be", "work as"], ["be", "act as"], "verb"],
  [/\bboast(?:s|ed|ing)?\b/gi, ["have"], ["have", "offer"], "verb"],
  [/\bbreathtaking\b/gi, ["stunning", "beautiful"], ["remarkable"]],
  [/\bembrac(?:e|es|ed|ing)\b/gi, ["try", "accept"], ["adopt"], "verb"],
  [/\bindividuals\b/gi, ["people"], ["people"]],
  [/\bsignificantly\b/gi, ["noticeably", "clearly"], ["markedly", "considerably"]],
  [/\bcomprehensive\b/gi, ["thorough", "complete"], ["thorough"]],
  [/\ba unique blend of\b/gi, ["a mix of"], ["a combination of"]],
  [/\bunique\b/gi, ["distinct", "personal"], ["distinct"]],
  [/\bremarkable\b/gi, ["impressive", "real"], ["notable"]],
];

/** Full forms and their contractions, for everyday styles and friendly tones. */
export const CONTRACTIONS: [RegExp, string][] = [
  [/\bdo not\b/gi, "don't"],
  [/\bdoes not\b/gi, "doesn't"],
  [/\bdid not\b/gi, "didn't"],
  [/\bis not\b/gi, "isn't"],
  [/\bare not\b/gi, "aren't"],
  [/\bcannot\b/gi, "can't"],
  [/\bwill not\b/gi, "won't"],
  [/\bit is\b/gi, "it's"],
  [/\bthat is\b/gi, "that's"],
  [/\bthere is\b/gi, "there's"],
  [/\byou are\b/gi, "you're"],
  [/\bwe are\b/gi, "we're"],
  [/\bthey are\b/gi, "they're"],
  [/\bI am\b/g, "I'm"],
  [/\byou will\b/gi, "you'll"],
  [/\bwe will\b/gi, "we'll"],
  [/\blet us\b/gi, "let's"],
  [/\bwould not\b/gi, "wouldn't"],
  [/\bshould not\b/gi, "shouldn't"],
  [/\byou have\b/gi, "you've"],
];

/** The reverse, for formal and academic styles and serious tones. */
export const EXPANSIONS: [RegExp, string][] = [
  [/\bdon't\b/gi, "do not"],
  [/\bdoesn't\b/gi, "does not"],
  [/\bisn't\b/gi, "is not"],
  [/\baren't\b/gi, "are not"],
  [/\bcan't\b/gi, "cannot"],
  [/\bwon't\b/gi, "will not"],
  [/\bit's\b/gi, "it is"],
  [/\bthat's\b/gi, "that is"],
  [/\bthere's\b/gi, "there is"],
  [/\byou're\b/gi, "you are"],
  [/\bwe're\b/gi, "we are"],
  [/\bthey're\b/gi, "they are"],
  [/\blet's\b/gi, "let us"],
  [/\bwhat's\b/gi, "what is"],
];

/** Words that soften or inflate a claim; an authoritative or serious tone drops them. */
export const HEDGES =
  /\b(?:very|really|quite|rather|somewhat|perhaps|incredibly|extremely|truly|simply|basically|actually) (?=\w)/gi;
