/**
 * India Post's postal regions by the first digit of a PIN code (India Post, "Postal Index Number": the first digit
 * is the zone, the second the sub-zone, the third the sorting district). 9 is the Army Postal Service.
 */
export const PIN_ZONES: Record<string, string> = {
  '1': 'Delhi, Haryana, Punjab, Himachal Pradesh, Jammu & Kashmir, Ladakh, Chandigarh',
  '2': 'Uttar Pradesh, Uttarakhand',
  '3': 'Rajasthan, Gujarat, Dadra & Nagar Haveli and Daman & Diu',
  '4': 'Maharashtra, Goa, Madhya Pradesh, Chhattisgarh',
  '5': 'Andhra Pradesh, Telangana, Karnataka',
  '6': 'Tamil Nadu, Kerala, Puducherry, Lakshadweep',
  '7': 'West Bengal, Odisha, the North East, Sikkim, Andaman & Nicobar',
  '8': 'Bihar, Jharkhand',
  '9': 'Army Postal Service',
};
