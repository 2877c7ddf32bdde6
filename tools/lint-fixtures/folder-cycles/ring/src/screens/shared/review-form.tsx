import { TextArea } from '../contact/text-area';
export const ReviewForm = TextArea;
