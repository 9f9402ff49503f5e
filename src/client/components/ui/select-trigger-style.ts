/** The look of a select's closed box, shared with stand-ins shown while a select's code downloads. */
export const selectTriggerStyle =
  'flex h-9 w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground [&>span]:line-clamp-1';
