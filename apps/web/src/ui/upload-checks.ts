// The client-side checks of the one upload component, kept apart from React so they are tested alone.
// The server checks the same again, and the content too (magic bytes); this only spares a round trip.

type UploadLimitsView = { maxMb: number; maxFiles: number; extensions: readonly string[] };

export type UploadProblem =
  | { kind: 'unsupported'; file: string }
  | { kind: 'tooLarge'; file: string; maxMb: number }
  | { kind: 'tooMany'; limit: number; selected: number; remaining: number };

export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * Which of the newly selected files may join the ones already chosen. Too many files refuses the
 * whole selection (the user picks again); a wrong type or size drops only that file.
 */
export function checkSelection(
  current: readonly { name: string }[],
  selected: readonly { name: string; size: number }[],
  limits: UploadLimitsView,
): { accepted: number[]; problems: UploadProblem[] } {
  if (current.length + selected.length > limits.maxFiles) {
    return {
      accepted: [],
      problems: [
        {
          kind: 'tooMany',
          limit: limits.maxFiles,
          selected: selected.length,
          remaining: Math.max(0, limits.maxFiles - current.length),
        },
      ],
    };
  }
  const accepted: number[] = [];
  const problems: UploadProblem[] = [];
  selected.forEach((file, index) => {
    if (!limits.extensions.includes(extensionOf(file.name))) problems.push({ kind: 'unsupported', file: file.name });
    else if (file.size > limits.maxMb * 1024 * 1024) problems.push({ kind: 'tooLarge', file: file.name, maxMb: limits.maxMb });
    else accepted.push(index);
  });
  return { accepted, problems };
}
