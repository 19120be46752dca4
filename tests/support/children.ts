import type { ChildProcessWithoutNullStreams } from "node:child_process";

// Reading a child process a test started (a server working the job queue, the click queue): what it says
// on stdout, and its end.

/** The first match of `pattern` in what the child writes; rejects if it exits first, with its output. */
export const said = (child: ChildProcessWithoutNullStreams, pattern: RegExp) =>
  new Promise<RegExpExecArray>((resolve, reject) => {
    let output = "";
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`the child exited (${code}): ${output}${errors}`)));
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (text: string) => {
      output += text;
      const match = pattern.exec(output);
      if (match) resolve(match);
    });
  });

/** The child's exit code, once it has exited. */
export const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
