/**
 * Patterns the API documents for text it trims before checking a minimum length: they hold only
 * for text whose trimmed length reaches that minimum, so whatever the document calls valid is
 * accepted as sent. (JavaScript's \s is exactly what String.prototype.trim removes.)
 */
export const NOT_BLANK = '\\S';
export const TWO_CHARACTERS_AFTER_TRIMMING = '\\S[\\s\\S]*\\S';
