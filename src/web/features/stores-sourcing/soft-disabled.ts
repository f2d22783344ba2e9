// aria-disabled, not disabled, for buttons that switch off while focused (moved to the
// top, just saved): a disabled button would drop keyboard focus to the page.
export const softDisabled = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-40';
