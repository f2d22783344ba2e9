import { describe, expect, it } from 'vitest';
import { compileDescriptorMessages } from './lingui-compiled-messages.ts';

describe("English compiled in place of the macro's source text (decision 047)", () => {
  it("compiles each descriptor's message as `lingui compile` would, placeholders and plurals included", () => {
    const code = [
      'i18n._({ id: "a1", message: "Sign in" });',
      'jsx(Trans, { id: "b2", message: "Hello <0>{name}</0>", values: { name } });',
      'i18n._({ id: "c3", message: "{n, plural, one {# item} other {# items}}", values: { n } });',
    ].join('\n');
    const result = compileDescriptorMessages(code, 'screen.js');
    expect(result?.code).toContain('message: ["Sign in"]');
    expect(result?.code).toContain('message: ["Hello <0>",["name"],"</0>"]');
    expect(result?.code).toContain('message: [["n","plural",{"one":["#"," item"],"other":["#"," items"]}]]');
  });

  it('leaves objects that are not message descriptors alone', () => {
    const code = 'toast({ title: "Saved", message: "Done" }); const e = { id: someId, message: "x" };';
    expect(compileDescriptorMessages(code, 'screen.js')).toBeNull();
  });
});
