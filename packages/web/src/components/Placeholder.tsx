import styles from './Placeholder.module.css';

/**
 * Grey bars where content is loading, drawn as antd's active Skeleton (a title unless `title` is false, and
 * `rows` lines, the last one shorter) in CSS, so a page's first load does not pull antd's Skeleton
 * (docs/decisions/bundle.md). Hidden from assistive technology: the container that loads says so with
 * `aria-busy` or its own text.
 */
export function Placeholder({ rows, title = '38%', className }: { rows: number; title?: string | false; className?: string }) {
  return (
    <div className={className ? `${styles.placeholder} ${className}` : styles.placeholder} aria-hidden="true">
      {title !== false && <div className={styles.title} style={{ width: title }} />}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row} />
      ))}
    </div>
  );
}
