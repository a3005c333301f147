import styles from './map.module.css';

/** The line colour of the n-th ride of a journey (map.module.css, light and dark). */
const RIDE_CLASSES = [styles.ride0, styles.ride1, styles.ride2, styles.ride3];

export function rideClass(ride: number): string {
  return `${styles.ride} ${RIDE_CLASSES[ride % RIDE_CLASSES.length]}`;
}
