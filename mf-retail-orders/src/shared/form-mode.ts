/** The three modes of the retailer form; the shell's route table passes one as a prop. */
export type FormMode = 'create' | 'edit' | 'view';
