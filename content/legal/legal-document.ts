/**
 * A legal or company text: a title, an optional lead paragraph, and sections of paragraphs (a
 * paragraph may be a bulleted list). One source for the official site and the in-app pages.
 */
export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly (string | { readonly items: readonly string[] })[];
}

export interface LegalDocument {
  readonly title: string;
  readonly lead?: string;
  readonly sections: readonly LegalSection[];
}
