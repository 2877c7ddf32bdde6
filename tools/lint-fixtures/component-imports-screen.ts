// Linted as a shared cart component: components never import screens (screens import components).
import { formatDate } from '../../screens/shared/format-date';

export const dated = formatDate;
