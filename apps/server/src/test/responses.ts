/** What integration tests read from an answer of the app (`app.inject`), typed once. */
export type Json = Record<string, unknown>;

type Answer = { json(): unknown };

export type ErrorBody = { code: string; message: string; fields?: Record<string, string>; allowed?: string[] };

/** The `data` of a success answer. */
export const dataOf = <T = Json>(res: Answer): T => (res.json() as { data: T }).data;

/** The `error` of a failure answer: its code, message and per-field codes. */
export const errorOf = (res: Answer): ErrorBody => (res.json() as { error: ErrorBody }).error;

/** The error code of a failure answer. */
export const codeOf = (res: Answer): string => errorOf(res).code;
