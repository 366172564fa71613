import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { formNumber, optionalFile, optionalNote, requiredText } from "./fields";
import { parseForm } from "./parse-form";

const form = (entries: [string, string | File][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

/** The messages of a refused submission, or null when it was accepted. */
const errorsOf = <S extends z.ZodMiniType>(data: FormData, schema: S) => {
  const result = parseForm(data, schema);
  return result.status === "error" ? result.error : null;
};

const schema = z.object({
  name: requiredText("Name, please."),
  age: formNumber(z.number({ error: "Age, please." }).check(z.minimum(1, "At least 1."))),
  note: optionalNote(10, "Too long."),
  photo: optionalFile(5, "Too big."),
});

describe("parseForm", () => {
  it("treats blank fields and an empty file input as not given", () => {
    expect(
      errorsOf(
        form([
          ["name", ""],
          ["age", ""],
          ["note", ""],
          ["photo", new File([], "")],
        ]),
        schema,
      ),
    ).toEqual({ name: ["Name, please."], age: ["Age, please."] });
  });

  it("reads numbers itself: spaces are no number, not zero", () => {
    expect(
      errorsOf(
        form([
          ["name", "A"],
          ["age", "  "],
        ]),
        schema,
      ),
    ).toEqual({ age: ["Age, please."] });
    expect(
      errorsOf(
        form([
          ["name", "A"],
          ["age", "0"],
        ]),
        schema,
      ),
    ).toEqual({ age: ["At least 1."] });
    expect(
      errorsOf(
        form([
          ["name", "A"],
          ["age", "abc"],
        ]),
        schema,
      ),
    ).toEqual({ age: ["Age, please."] });
  });

  it("returns the parsed value: trimmed text, numbers, null for a blank note, the file", () => {
    const photo = new File(["hi"], "a.png");
    const result = parseForm(
      form([
        ["name", "  Ayaan "],
        ["age", "4"],
        ["photo", photo],
      ]),
      schema,
    );
    expect(result.status === "success" && result.value).toEqual({ name: "Ayaan", age: 4, note: null, photo });
  });

  it("keys every message by its field, with nested paths in Conform's notation", () => {
    const nested = z.object({ children: z.array(z.object({ name: requiredText("Child's name.") })) });
    expect(
      errorsOf(
        form([
          ["children[0].name", "Ayaan"],
          ["children[1].name", " "],
        ]),
        nested,
      ),
    ).toEqual({ "children[1].name": ["Child's name."] });
  });

  it("collects every message of a field, in order", () => {
    const photo = new File(["too big"], "a.png");
    expect(
      errorsOf(
        form([
          ["name", "A"],
          ["age", "4"],
          ["note", "x".repeat(11)],
          ["photo", photo],
        ]),
        schema,
      ),
    ).toEqual({ note: ["Too long."], photo: ["Too big."] });
  });
});
