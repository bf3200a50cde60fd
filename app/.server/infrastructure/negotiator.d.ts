/** The part of negotiator 1.x the server uses (its DefinitelyTyped types describe 0.6, without `preferred`). */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The client's most preferred of `available` (q=0 refused), ties going to the order of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
