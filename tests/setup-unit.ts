import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/dom";

// The component tests' waits (findBy…, waitFor) give up after 10 s instead of Testing Library's
// 1 s: on a loaded 2-core machine, a part loaded on first use (the toast's view, decision 0002)
// took more than a second to arrive and the contact form's test failed 2 runs of 2 beside two
// CPU hogs. A wait that succeeds returns as soon as its element is there; only a failing test
// waits longer (docs/decisions/0080-test-budget.md).
configure({ asyncUtilTimeout: 10_000 });
