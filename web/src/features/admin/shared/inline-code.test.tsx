import { afterEach, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { InlineCode } from "./inline-code";

afterEach(cleanup);

it("shows a message's backticked names as code and the rest as its text", () => {
  const { container } = render(<InlineCode text="不允许：`@import`、`url()`（`data:` 图片可以）。" />);
  expect(container.innerHTML).toBe("不允许：<code>@import</code>、<code>url()</code>（<code>data:</code> 图片可以）。");
});
