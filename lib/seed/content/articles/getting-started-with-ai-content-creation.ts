export const gettingStartedWithAiContentCreation = `<p>AI writing and image tools have quickly become everyday utilities. Used well, they help you beat the blank page, draft faster and spend more time on the parts of content work that need a human: judgement, taste and real experience. Used badly, they churn out generic text nobody wants to read. This guide shows a practical way to start.</p>

<h2>What AI is good at, and what it is not</h2>
<p>Start with realistic expectations. Large language models are excellent at producing fluent text on almost any topic, reorganising ideas, suggesting angles and rewriting for a different tone or length. They are much weaker at knowing what is true right now, understanding your specific audience and bringing first-hand experience to a topic.</p>
<ul>
  <li><strong>Strong:</strong> brainstorming headlines and ideas, outlining, drafting, summarising, rewriting, generating variations for testing.</li>
  <li><strong>Weak:</strong> up-to-date facts, statistics, niche expertise, personal stories, original opinions and anything that needs a source.</li>
</ul>
<p>The practical takeaway is simple: let AI handle the mechanical parts of writing, and keep the thinking, checking and personal insight for yourself.</p>

<h2>Step 1: Define the job before you prompt</h2>
<p>Most disappointing AI output comes from vague requests. "Write a blog post about email marketing" gives the model almost nothing to work with, so it falls back on the most average answer possible. Before you write a prompt, answer four questions:</p>
<ol>
  <li><strong>Who is this for?</strong> A beginner freelancer needs a different piece from a marketing manager at a software company.</li>
  <li><strong>What should they be able to do afterwards?</strong> Pick one concrete outcome, such as "send their first newsletter this week".</li>
  <li><strong>Where will it be published?</strong> A LinkedIn post, an Instagram caption and a long-form guide follow different rules.</li>
  <li><strong>What do you know that others do not?</strong> Your own data, mistakes, results and opinions are what make the piece worth reading.</li>
</ol>

<h2>Step 2: Write prompts that give context</h2>
<p>A good prompt reads like a brief you would hand to a capable freelancer. Include the audience, the goal, the format, the tone and any material the model should use. For example:</p>
<blockquote>
  <p>You are helping me write a 900-word blog post for solo online coaches who have never sent a newsletter. Goal: they send their first issue this week. Tone: friendly and direct, no hype. Use these three lessons from my own list as examples: ... Start with an outline of H2 headings only.</p>
</blockquote>
<p>Notice that the prompt asks for an outline first. Working in stages, from outline to section drafts to polish, gives you far more control than asking for a finished article in one go.</p>
<h3>Useful prompt patterns</h3>
<ul>
  <li><strong>Role and audience:</strong> "Act as an editor for a magazine read by small business owners."</li>
  <li><strong>Constraints:</strong> "Keep sentences under 20 words. Avoid jargon. No more than three bullet lists."</li>
  <li><strong>Examples:</strong> paste a paragraph you wrote and ask the model to match its voice.</li>
  <li><strong>Critique:</strong> "List the five weakest points of this draft and explain why."</li>
</ul>

<h2>Step 3: Build a simple, repeatable workflow</h2>
<p>Treat AI as one station in a production line, not a magic button. A workflow that suits most blogs and social channels:</p>
<ol>
  <li><strong>Ideas:</strong> use a blog ideas or hashtag generator to list 20 possible topics, then pick the three that match what your audience asks you about most often.</li>
  <li><strong>Outline:</strong> ask for an outline, then reorder, cut and add sections yourself.</li>
  <li><strong>Draft:</strong> generate one section at a time, feeding in your notes, examples and data.</li>
  <li><strong>Edit:</strong> rewrite the introduction and conclusion in your own words, add personal examples and remove filler.</li>
  <li><strong>Check:</strong> verify every fact, number and claim against a reliable source.</li>
  <li><strong>Repurpose:</strong> turn the finished piece into captions, a short video script and a newsletter section.</li>
</ol>
<p>Save your best prompts as templates and reuse them every week. That is where the real time savings appear.</p>

<h2>Step 4: Edit like a human</h2>
<p>Raw AI drafts share tell-tale habits: long warm-up introductions, repeated phrases and confident statements with nothing behind them. Editing is where your content becomes yours. Look for:</p>
<ul>
  <li><em>Generic sentences</em> that could appear in any article on the topic. Replace them with specifics from your own work.</li>
  <li><em>Unsupported claims.</em> If you cannot find a source for a statistic, delete it.</li>
  <li><em>Voice drift.</em> Read the piece aloud. If it does not sound like you, rewrite it until it does.</li>
  <li><em>Missing experience.</em> Add a short story, a screenshot description, a result or a mistake you made.</li>
</ul>
<p>Search engines reward the same things readers do. Google's guidance on <a href="https://developers.google.com/search/docs/fundamentals/creating-helpful-content">creating helpful, reliable, people-first content</a> is clear that the method of production matters less than whether the content demonstrates experience, expertise and genuine usefulness.</p>

<h2>Step 5: Use the right tool for each format</h2>
<p>Focused tools save time on repetitive formats because the structure is already built in. On Creatorkit you can, for example:</p>
<ul>
  <li>generate platform-specific <strong>captions</strong> and <strong>hashtags</strong> for Instagram, TikTok or LinkedIn;</li>
  <li>draft a profile <strong>bio</strong> in the tone that fits your brand;</li>
  <li>outline a <strong>YouTube script</strong> for a specific video type and length;</li>
  <li>produce an <strong>SEO blog draft</strong> around a main keyword and target word count.</li>
</ul>
<p>Treat every output as a starting point. Pick the best option, adjust it and publish something that sounds like you.</p>

<h2>Stay honest and responsible</h2>
<p>A few ground rules protect your audience's trust. Check every AI-generated fact before publishing. Never present AI-written reviews or testimonials as real customer opinions. Respect copyright with AI images, and follow each platform's rules on labelling AI content. Being open about your process rarely hurts and often builds credibility.</p>

<h2>Your first week with AI</h2>
<p>Start small. Pick one recurring task, such as writing captions or outlining blog posts, and use AI for it every day for a week. Note which prompts worked and what you had to fix. By the end of the week you will have a handful of proven prompts, a clearer sense of where AI helps most and more published content that still sounds like you.</p>`;
