/** Shares with the phone's share sheet, else copies; says what happened. */
export async function shareText(text: string): Promise<'shared' | 'copied' | 'manual'> {
  if (navigator.share) {
    try {
      await navigator.share({ text });
      return 'shared';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'shared';
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'manual';
  }
}
