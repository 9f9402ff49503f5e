// Texts and colours used when a question leaves them unset, in one place so the widgets,
// the designer's placeholders and the PDF all show the same defaults.

/** Default captions of action buttons. */
export const DEFAULT_BUTTON_TEXT = {
  submit: 'Submit',
  approve: 'Approve',
  cancel: 'Cancel',
  confirm: 'Confirm',
  reviewAnswers: 'Review Answers',
  post: 'Post',
} as const;

/** Default texts of a repeater question. */
export const REPEATER_DEFAULT_TEXT = {
  itemTitle: 'New Item',
  addButtonText: 'Add New Item',
  removeButtonText: 'Remove',
  noItemsText: 'Click below to add a New Item',
} as const;

/** Colours a discussion gives its participants when the question sets none. */
export const DISCUSSION_DEFAULT_COLOURS = ['#EF9A9A', '#A5D6A7', '#90CAF9', '#FFD54F', '#CE93D8'] as const;

/** File upload defaults: one file, images and PDFs. */
export const FILE_UPLOAD_DEFAULTS = {
  maxFiles: 1,
  accept: 'image/*,application/pdf',
  sizeTip: 'files less than 10mb',
} as const;
