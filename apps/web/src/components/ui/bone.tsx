import styles from './bone.module.css';

type BoneProps = {
  /** CSS lengths: the size of what it stands for, so nothing moves when that arrives. */
  width: string;
  height: string;
  /** In a line of text (a heading, a label) rather than a block of its own. */
  inline?: boolean;
  className?: string;
};

/** A grey block in a loading state (a skeleton's bone); hidden from screen readers. */
export function Bone({ width, height, inline = false, className }: BoneProps) {
  const classes = [styles.bone, inline ? styles.inline : null, className].filter(Boolean);
  return <span className={classes.join(' ')} style={{ width, height }} aria-hidden="true" />;
}
