/**
 * The build's record of its inputs, and `npm start`'s use of it (scripts/build-inputs.ts):
 *
 *   node --import tsx scripts/build-stamp.ts begin   before the build: hashes the inputs as they are now
 *   node --import tsx scripts/build-stamp.ts end     after a build that succeeded: records them in build/
 *   node --import tsx scripts/build-stamp.ts check   says whether the build is current; exit 0 if so, 1 if it must be made
 *
 * `npm run build` runs begin and end around the build; `npm start` runs check, then `npm run build`
 * when it fails, then `npm run serve`.
 */
import { beginBuild, buildState, endBuild, startLine } from "./build-inputs";

const root = process.cwd();
const command = process.argv[2];
if (command === "begin") {
  beginBuild(root);
} else if (command === "end") {
  if (!endBuild(root))
    console.warn("The build's inputs were not hashed at its start (build-stamp.ts begin): the next npm start builds again.");
} else if (command === "check") {
  const state = buildState(root);
  console.log(startLine(state));
  process.exitCode = state.current ? 0 : 1;
} else {
  console.error("Usage: node --import tsx scripts/build-stamp.ts begin|end|check");
  process.exitCode = 2;
}
