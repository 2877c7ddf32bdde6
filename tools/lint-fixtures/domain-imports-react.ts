// Linted as libs/domain/src: the domain is pure rules and may not use React.
import { useState } from 'react';

export const domainHook = useState;
