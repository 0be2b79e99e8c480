/** A font file that cannot be read; the message is shown to people (Chinese). */
export class FontReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FontReadError';
  }
}
