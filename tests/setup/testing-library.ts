// Testing Library's findBy… and waitFor give up after 1 s by default: a length of time, which a
// busy machine's render outlasts (a post page once took longer). They wait for the state instead,
// bounded by the test's own timeout.
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 15_000 });
