// What the sale and the purchase wizard's step saves share: merging a step into the stored fields.

type MergeInput<Values> = {
  /** The path's document type, already checked to be one of the trade kind's. */
  docType: string;
  values: Values;
  isNew: boolean;
};

/**
 * The wizard step's fields merged into the stored ones (fields left out of the step stay). The
 * path's document joins the defaults of a new trade; afterwards the wanted documents change only
 * through `documents` itself, so a later step never brings back a document the dealer deselected.
 */
export function mergedStep<Fields extends { documents: readonly string[] }>(
  base: Fields,
  { docType, values, isNew }: MergeInput<Partial<Fields>>,
): Fields {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Fields>;
  const fields: Fields = { ...base, ...given };
  if (isNew && !given.documents && !fields.documents.includes(docType)) {
    fields.documents = [...fields.documents, docType];
  }
  return fields;
}

/** Which vehicle's trade a document is made of, and the trade's updatedAt the request was made on (If-Match; null: no check). */
export type DocumentsOf = { vehicleId: string; expectedVersion?: Date | null };
