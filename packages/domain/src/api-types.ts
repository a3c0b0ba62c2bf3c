import type { operations } from './api-contract';

// The typed client of the published contract: api-contract.ts is generated from docs/openapi.json
// (openapi-typescript; the contract test in apps/server rewrites it with UPDATE_OPENAPI=1). The wire
// is snake_case; the web's API client renames every key (case.ts), and these types say the same.

/** A wire key as `toCamelKey` renames it: each `_x` becomes `X`. */
type CamelKey<K> = K extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelKey<Tail>>}` : K;

/** A wire value with every key renamed the way the web's API client does (keysToCamel). */
export type CamelKeys<T> = T extends readonly (infer Item)[]
  ? CamelKeys<Item>[]
  : T extends object
    ? { [K in keyof T as CamelKey<K>]: CamelKeys<T[K]> }
    : T;

/** An operation of the contract, by its operationId (`customersList`: the web's customersApi.list). */
export type OperationId = keyof operations;

type JsonOf<Part> = Part extends { content: { 'application/json': infer Json } } ? Json : never;
type SuccessOf<Operation> = Operation extends { responses: infer Responses }
  ? Responses[Extract<keyof Responses, 200 | 201 | 202>]
  : never;

/** The operation's success answer as it travels (snake_case): `{ data }`, a list's `{ data, meta }`. */
export type WireAnswer<Id extends OperationId> = JsonOf<SuccessOf<operations[Id]>>;

/** The operation's `data` as the web's API client answers it (unwrapped, camelCase). */
export type Answer<Id extends OperationId> = CamelKeys<WireAnswer<Id> extends { data: infer Data } ? Data : never>;

/** The whole answer (`envelope: true`: a list's `{ data, meta }`), camelCase. */
export type Envelope<Id extends OperationId> = CamelKeys<WireAnswer<Id>>;

/** The operation's JSON body as the web's code writes it (camelCase; the client sends it snake_case). */
export type Body<Id extends OperationId> = CamelKeys<
  operations[Id] extends { requestBody?: infer Request } ? JsonOf<NonNullable<Request>> : never
>;
