// Linted as apps/api/src: the API renders no React.
import { createElement } from 'react';

export const apiElement = createElement;
