// Fails any npm script run on an older Node: the server relies on Node 24 type stripping.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Pitchside needs Node 24 or newer, but this is Node ${process.versions.node}.\n` +
      'Run it through npm (npm start, npm test): the project pins Node 24 as a devDependency.\n' +
      'If you installed with --ignore-scripts, run "npm ci" again without it.',
  );
  process.exit(1);
}
