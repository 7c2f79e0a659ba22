import { Card, type CardProps } from 'antd';
import { useFocusFallback } from '../../hooks/useFocusFallback';
import styles from './bid.module.css';

/**
 * One titled block of the bid detail. An action there often takes away the control that ran it (a stage's
 * submit button once the stage is under review, a deposit's confirm button once confirmed, the payment
 * method's answers once given): the block then takes the focus (tabIndex -1, named by its title) instead of
 * the page's start, so a keyboard user stays where the result shows and the next Tab goes on from there.
 */
export function BidBlock({ title, className, ...props }: Omit<CardProps, 'title'> & { id: string; title: string }) {
  const block = useFocusFallback<HTMLDivElement>();
  return (
    <Card
      ref={block}
      tabIndex={-1}
      role="group"
      aria-label={title}
      className={className ? `${styles.block} ${className}` : styles.block}
      size="small"
      title={title}
      {...props}
    />
  );
}
