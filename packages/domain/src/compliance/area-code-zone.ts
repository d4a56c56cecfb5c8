/**
 * The customer's time zone from the area code of a +1 number, for when the store's zone does not
 * apply (a customer far from the store). Covers every US area code (area-code-state.ts: the states,
 * DC and the territories); area codes split across zones take the zone of most of their numbers (850,
 * the Florida panhandle, Central; 915, El Paso, Mountain). Unknown codes fall back to the store's zone.
 */
const ZONES: Readonly<Record<string, readonly number[]>> = {
  'America/New_York': [
    201, 202, 203, 207, 212, 215, 216, 220, 223, 227, 229, 231, 234, 239, 240, 248, 252, 260, 267, 269, 272,
    276, 283, 301, 302, 304, 305, 313, 315, 317, 321, 324, 326, 329, 330, 332, 336, 339, 347, 351, 352, 363,
    380, 386, 401, 404, 407, 410, 412, 413, 419, 423, 434, 436, 440, 443, 445, 470, 472, 475, 478, 484, 502,
    508, 513, 516, 517, 518, 540, 551, 561, 567, 570, 571, 574, 582, 585, 586, 603, 606, 607, 609, 610, 614,
    616, 617, 624, 631, 640, 645, 646, 654, 656, 658, 667, 678, 679, 680, 681, 686, 689, 703, 704, 706, 716,
    717, 718, 724, 727, 728, 732, 734, 740, 743, 754, 757, 762, 765, 770, 771, 772, 774, 781, 786, 802, 803,
    804, 810, 812, 813, 814, 821, 826, 828, 835, 838, 839, 843, 845, 848, 854, 856, 857, 859, 860, 862, 863,
    864, 865, 878, 904, 906, 908, 910, 912, 914, 917, 919, 929, 930, 934, 937, 941, 943, 947, 948, 954, 959,
    973, 978, 980, 984, 989,
  ],
  'America/Chicago': [
    205, 210, 214, 217, 218, 219, 224, 225, 228, 235, 251, 254, 256, 262, 270, 274, 281, 308, 309, 312, 314,
    316, 318, 319, 320, 325, 327, 331, 334, 337, 346, 353, 361, 364, 402, 405, 409, 414, 417, 430, 432, 447,
    448, 456, 457, 463, 464, 469, 479, 501, 504, 507, 512, 515, 531, 534, 539, 557, 563, 572, 573, 580, 601,
    605, 608, 612, 615, 618, 620, 629, 630, 636, 641, 651, 659, 660, 662, 682, 701, 708, 712, 713, 715, 726,
    730, 731, 737, 763, 769, 773, 779, 785, 806, 815, 816, 817, 830, 832, 847, 850, 861, 870, 872, 901, 903,
    913, 918, 920, 924, 931, 936, 938, 940, 945, 952, 956, 972, 975, 979, 985,
  ],
  'America/Denver': [303, 307, 385, 406, 435, 505, 575, 719, 720, 801, 915, 970, 983],
  'America/Phoenix': [480, 520, 602, 623, 928],
  'America/Los_Angeles': [
    206, 209, 213, 253, 279, 310, 323, 341, 350, 360, 369, 408, 415, 424, 425, 442, 458, 503, 509, 510, 530,
    541, 559, 562, 564, 619, 626, 628, 650, 657, 661, 669, 702, 707, 714, 725, 738, 747, 760, 775, 805, 818,
    820, 831, 837, 840, 858, 909, 916, 925, 949, 951, 971,
  ],
  'America/Anchorage': [907],
  'Pacific/Honolulu': [808],
  'America/Boise': [208, 986],
  'America/Puerto_Rico': [787, 939],
  'America/St_Thomas': [340],
  'Pacific/Guam': [671],
  'Pacific/Saipan': [670],
  'Pacific/Pago_Pago': [684],
};

const BY_AREA_CODE = new Map<string, string>(
  Object.entries(ZONES).flatMap(([zone, codes]) => codes.map((code) => [String(code), zone] as const)),
);

/** The zone of a +1 number's area code, if it is one we know. */
export function zoneOfAreaCode(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  // Stryker disable next-line ConditionalExpression: no area code starts with 1, so ten digits led by a 1 have no zone or state whether or not the 1 is cut
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? BY_AREA_CODE.get(national.slice(0, 3)) : undefined;
}

/** The customer's zone: the area code's when known, else the store's office zone. */
export const customerTimeZone = (phone: string, storeZone: string): string =>
  zoneOfAreaCode(phone) ?? storeZone;
