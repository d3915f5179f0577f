import { createHostConfig } from '@apparel/mf-config';

export default createHostConfig({ dir: import.meta.dirname });
