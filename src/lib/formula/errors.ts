/** Thrown by the formula lexer, parser and compiler; `message` is one of the spec's messages. */
export class FormulaError extends Error {
  /** Character offset in the formula where the problem was found, when known. */
  readonly position: number | undefined;

  constructor(message: string, position?: number) {
    super(message);
    this.name = 'FormulaError';
    this.position = position;
  }
}
