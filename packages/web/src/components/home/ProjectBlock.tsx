import { Empty } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { SectionListParams } from '../../api/sections';
import { Placeholder } from '../Placeholder';
import { HomeCard } from './HomeCard';
import { useHomeSections } from './useHomeSections';
import styles from './Home.module.css';

export interface ProjectBlockProps {
  id: string;
  title: string;
  hint: string;
  moreLabel: string;
  emptyLabel: string;
  /** The tender list showing the same kind of projects. */
  moreTo: string;
  query: SectionListParams;
}

/** A block of eight project cards with a link to the full list (part 1 §2, home). */
export function ProjectBlock({ id, title, hint, moreLabel, emptyLabel, moreTo, query }: ProjectBlockProps) {
  const projects = useHomeSections(query);
  return (
    <section className={styles.block} aria-labelledby={id}>
      <header className={styles.blockHeader}>
        <div>
          <h2 id={id} className={styles.blockTitle}>
            {title}
          </h2>
          <p className={styles.blockHint}>{hint}</p>
        </div>
        <Link to={moreTo} className={styles.more}>
          {moreLabel} <RightOutlined />
        </Link>
      </header>
      {projects.state === 'loading' && (
        <div className={styles.grid}>
          {Array.from({ length: query.pageSize }, (_, i) => (
            <div key={i} className={styles.cardSkeleton}>
              <Placeholder rows={3} />
            </div>
          ))}
        </div>
      )}
      {projects.state !== 'loading' && (projects.state === 'failed' || projects.rows.length === 0) && (
        <Empty className={styles.blockEmpty} image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyLabel} />
      )}
      {projects.state === 'done' && projects.rows.length > 0 && (
        <div className={styles.grid}>
          {projects.rows.map((section) => (
            <HomeCard key={section.sectionId} section={section} />
          ))}
        </div>
      )}
    </section>
  );
}
