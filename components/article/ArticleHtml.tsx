// Renders tenant HTML that the server already passed through sanitizeTenantHtml (services/server/html.ts). Sanitising on
// the server keeps sanitize-html out of the browser bundle; this component only styles the markup, from a static
// stylesheet (headings, lists, tables, images, links) so the article pages load no styling runtime.
import styles from './ArticleHtml.module.css';

export default function ArticleHtml({ html }: { html: string }) {
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />;
}
