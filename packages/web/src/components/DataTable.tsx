import { Fragment, useContext, useEffect, useId, useRef, useState, type Key, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExpandColumnTitle } from './ExpandColumnTitle';
import styles from './DataTable.module.css';

/** One column of a {@link DataTable}: its header and how a row fills its cell. */
export interface Column<T> {
  key: string;
  title: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Keeps the column's cells on one line. */
  nowrap?: boolean;
  width?: number;
  render: (row: T, index: number) => ReactNode;
}

interface Props<T> {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /**
   * How wide the table is: as wide as its content (`'max-content'`), or the page's width but at least this many
   * pixels. Either way at least the width it is given; wider than that it scrolls inside itself.
   */
  width?: 'max-content' | number;
  size?: 'middle' | 'small';
  /** Rows that open onto more (a subject's detail rows), with a button in a first column of their own. */
  expandable?: { rowExpandable: (row: T) => boolean; render: (row: T) => ReactNode };
}

/**
 * A read-only table in plain `<table>` markup, for public pages that cannot afford antd's Table (≈ 60 KB gzip
 * with what it imports, docs/decisions/bundle.md): column headers, rows that expand onto details, and, when it
 * is wider than its place, a scroll inside itself with a shadow at each edge that has more (docs/decisions/phone.md).
 */
export function DataTable<T>({ columns, rows, rowKey, width = 'max-content', size = 'middle', expandable }: Props<T>) {
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(() => new Set());
  const labels = useExpandLabels();
  const id = useId();
  const toggle = (key: Key) =>
    setExpanded((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const cellClass = (column: Column<T>) => [styles[column.align ?? 'start'], column.nowrap ? styles.nowrap : ''].join(' ');
  const span = columns.length + (expandable ? 1 : 0);

  return (
    <ScrollFrame>
      <table
        className={`${styles.table} ${styles[size]}`}
        style={width === 'max-content' ? { width: 'max-content', minWidth: '100%' } : { width: '100%', minWidth: width }}
      >
        <thead>
          <tr>
            {expandable && (
              <th scope="col" className={styles.expandCell}>
                <ExpandColumnTitle />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)} style={column.width ? { width: column.width } : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const key = rowKey(row);
            const open = expanded.has(key);
            const detailId = `${id}-${String(key)}`;
            return (
              <Fragment key={key}>
                <tr>
                  {expandable && (
                    <td className={styles.expandCell}>
                      {expandable.rowExpandable(row) && (
                        <button
                          type="button"
                          className={styles.expandButton}
                          aria-expanded={open}
                          aria-controls={open ? detailId : undefined}
                          aria-label={open ? labels.collapse : labels.expand}
                          onClick={() => toggle(key)}
                        >
                          <span className={styles.expandIcon} data-open={open || undefined} aria-hidden="true" />
                        </button>
                      )}
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.key} className={cellClass(column)}>
                      {column.render(row, index)}
                    </td>
                  ))}
                </tr>
                {expandable && open && (
                  <tr id={detailId} className={styles.detailRow}>
                    <td colSpan={span}>{expandable.render(row)}</td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

/**
 * The names of the expand button, from antd's locale (as antd's Table named it, in the portal's language);
 * without one (unit tests) the expand column's own name.
 */
function useExpandLabels() {
  const { t } = useTranslation();
  const tableLocale = useContext(ConfigProvider.ConfigContext).locale?.Table;
  return { expand: tableLocale?.expand ?? t('common.expandColumn'), collapse: tableLocale?.collapse ?? t('common.expandColumn') };
}

/**
 * Scrolls its table sideways when it is wider than its place, with a shadow at an edge beyond which there is
 * more; then the keyboard can reach it too (Tab, then the arrow keys).
 */
function ScrollFrame({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const update = () => {
      const hidden = scroller.scrollWidth - scroller.clientWidth;
      const start = hidden > 1 && scroller.scrollLeft > 1;
      const end = hidden > 1 && scroller.scrollLeft < hidden - 1;
      setMore((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  const frameClass = [styles.frame, more.start ? styles.moreStart : '', more.end ? styles.moreEnd : ''].join(' ');
  return (
    <div className={frameClass}>
      <div ref={ref} className={styles.scroller} tabIndex={more.start || more.end ? 0 : undefined}>
        {children}
      </div>
    </div>
  );
}
