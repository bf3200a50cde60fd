// Runs before `npm start`, `npm test`, `npm run dev` and `npm run build`, on the Node npm puts first on
// the script's PATH: node_modules/.bin/node (Node 24, the `node` dependency) when `npm ci` installed it.
// Plain JavaScript, so that even an old Node reads it and answers with one line, not a stack trace.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `Brightflow needs Node.js 22.22 or newer, and this is ${process.version} (${process.execPath}). ` +
      '`npm ci` puts Node 24 in node_modules/.bin for every npm script: run it again (the `node` package needs its install script).',
  );
  process.exit(1);
}
