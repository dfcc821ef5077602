// Run by `npm install`/`npm ci` (postinstall). @react-router/dev 7.18.4 starts its internal Vite
// servers with `envFile: false`, which Vite 8.1 deprecated in favour of `envDir: false` (the same
// setting: read no .env files) and now warns about on every build, `npm start` and `npm run dev`,
// from servers no project config reaches. React Router 8 made this very change; 8 needs Node 22.
// This makes it in the installed copy. A production install without dev dependencies has no
// @react-router/dev and nothing to do; another version is left alone and named, so an upgrade
// shows whether this is still needed.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const PACKAGE = "node_modules/@react-router/dev";
const VERSION = "7.18.4";
const FILES = ["dist/vite.js", "dist/cli/index.js", "dist/vite/cloudflare.js"];

if (existsSync(PACKAGE)) {
  const { version } = JSON.parse(readFileSync(path.join(PACKAGE, "package.json"), "utf8"));
  if (version !== VERSION) {
    console.log(
      `scripts/patch-react-router-dev.mjs: @react-router/dev is ${version}, not ${VERSION}: left as it is (see whether it still passes envFile: false to Vite)`,
    );
  } else {
    for (const file of FILES.map((name) => path.join(PACKAGE, name))) {
      const text = readFileSync(file, "utf8");
      if (text.includes("envFile: false"))
        writeFileSync(file, text.replaceAll("envFile: false", "envDir: false"));
    }
  }
}
