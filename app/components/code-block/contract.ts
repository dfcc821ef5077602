// The code block's contract. Its markup is written on the server by the Markdown renderer
// (features/markdown/code-blocks.ts), which sits below the components, so the contract is
// declared there; the behaviour beside this file reads it.
export { CODE_BLOCK } from "~/features/markdown/code-block-contract";
