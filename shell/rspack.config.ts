import { createHostConfig } from '@apparel/federation-config';

export default createHostConfig({ dir: import.meta.dirname });
