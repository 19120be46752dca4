// What a visitor might type, one subject per line of the quality gate's corpus (tests/support/engine-corpus.ts).

export interface Subject {
  topic: string;
  keyword: string;
  title: string;
  audience: string;
  competitor: string;
  business: string;
  service: string;
  bio: string;
  request: string;
  content: string;
}

export { SUBJECTS_HOME } from "./engine-subjects-home";
export { SUBJECTS_WORK } from "./engine-subjects-work";
