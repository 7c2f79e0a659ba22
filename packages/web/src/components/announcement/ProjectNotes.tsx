import DOMPurify from 'dompurify';
import styles from './announcement.module.css';

/** Project notes as HTML, sanitized again here although the server already did (DESIGN.md §7). */
export function ProjectNotes({ html }: { html: string }) {
  const clean = DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input'] });
  return <div className={styles.notes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
