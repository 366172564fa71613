import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

/** A minimal RFC 4180 reader, to prove that any text survives the trip. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      endField();
    } else if (!quoted && c === "\r" && text[i + 1] === "\n") {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

describe("csvField", () => {
  it("leaves plain text and numbers alone", () => {
    expect(csvField("INV-2026-0001")).toBe("INV-2026-0001");
    expect(csvField("2000.00")).toBe("2000.00");
    expect(csvField(42)).toBe("42");
    expect(csvField("Farzana Rahman")).toBe("Farzana Rahman");
  });

  it("writes nothing for a missing value", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvField("INV-1, INV-2")).toBe('"INV-1, INV-2"');
    expect(csvField('The "TrxID" was wrong')).toBe('"The ""TrxID"" was wrong"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
  });

  it("puts an apostrophe before anything a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField("+8801712345678")).toBe("'+8801712345678");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField("-5.00")).toBe("-5.00");
    expect(csvField("a=b")).toBe("a=b");
  });
});

describe("toCsv", () => {
  it("starts with a BOM, ends every line with CRLF and puts the header first", () => {
    const csv = toCsv(["Name", "Amount"], [["রহমান", "2000.00"]]);
    expect(csv).toBe("\uFEFFName,Amount\r\nরহমান,2000.00\r\n");
  });

  it("round-trips any text through an RFC 4180 reader, formulas neutralised", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        const parsed = parseCsv(toCsv(["A", "B"], rows).slice(1));
        expect(parsed[0]).toEqual(["A", "B"]);
        const expected = rows.map((row) =>
          row.map((cell) => (/^[=+\-@\t\r]/.test(cell) && !/^-?\d+(?:\.\d+)?$/.test(cell) ? `'${cell}` : cell)),
        );
        expect(parsed.slice(1)).toEqual(expected);
      }),
    );
  });
});
