/** Why a payee adds their PAN: income tax withholds more from earnings without one (section 194-O for sellers). */
export const WITHOUT_PAN_NOTE = 'Without a PAN, income tax of 5% is withheld from a seller’s earnings instead of 0.1%.';
