import type { LegalDocument } from '../../../../content/legal/legal-document.ts';
import './legal-view.css';

/**
 * A legal or company text as a readable page section: its title, lead, and numbered sections.
 * @example <LegalView document={LOAN_TERMS} />
 */
export function LegalView({ document, headingLevel = 1 }: { document: LegalDocument; headingLevel?: 1 | 2 }) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article className="ui-legal" aria-label={document.title}>
      <Title className="ui-title">{document.title}</Title>
      {document.lead && <p className="ui-legal__lead">{document.lead}</p>}
      {document.sections.map((section) => (
        <section key={section.heading} className="ui-legal__section">
          <Section className="ui-legal__heading">{section.heading}</Section>
          {section.paragraphs.map((paragraph, index) =>
            typeof paragraph === 'string' ? (
              // Paragraphs have no id; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <p key={index}>{paragraph}</p>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <ul key={index}>
                {paragraph.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
