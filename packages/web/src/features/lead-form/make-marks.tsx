import type { LeadFormMake } from '@torque/domain';
import type { ReactNode } from 'react';

/**
 * Simple original marks, one per make, drawn for Torque (56 × 56): badges with abstract road,
 * mountain, wave and storm shapes. None copies a manufacturer's emblem.
 */
export const MAKE_MARKS: Readonly<Record<LeadFormMake, ReactNode>> = {
  generic: (
    <>
      <rect width="56" height="56" rx="14" fill="#3549b0" />
      <path
        d="M12 33l4-10a4 4 0 0 1 3.7-2.5h16.6A4 4 0 0 1 40 23l4 10v6a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2z"
        fill="#fff"
      />
      <circle cx="19" cy="34" r="3" fill="#3549b0" />
      <circle cx="37" cy="34" r="3" fill="#3549b0" />
      <path d="M18 27l2.4-4.2h15.2L38 27z" fill="#c9d1f5" />
    </>
  ),
  toyota: (
    <>
      <rect width="56" height="56" rx="14" fill="#c8102e" />
      <path d="M28 10 L44 46 H36 L28 26 L20 46 H12 Z" fill="#fff" />
      <path d="M28 30 L31 38 H25 Z" fill="#c8102e" />
    </>
  ),
  ford: (
    <>
      <path d="M28 4 L50 12 V28 C50 40 40 49 28 53 C16 49 6 40 6 28 V12 Z" fill="#133a7c" />
      <path d="M13 30 H43" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M17 22 H39" stroke="#9fb7e6" strokeWidth="3" strokeLinecap="round" />
      <path d="M21 38 H35" stroke="#9fb7e6" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  nissan: (
    <>
      <path d="M28 3 L50 15.5 V40.5 L28 53 L6 40.5 V15.5 Z" fill="#2d2f33" />
      <path d="M17 44 L25 14 H31 L39 44 Z" fill="#e3e5e8" />
      <path d="M28 18 V23 M28 28 V33 M28 38 V43" stroke="#2d2f33" strokeWidth="2.5" />
    </>
  ),
  subaru: (
    <>
      <rect width="56" height="56" rx="28" fill="#0b4ea2" />
      <path d="M8 40 L22 20 L30 31 L35 25 L48 40 Z" fill="#fff" />
      <path d="M22 20 L26 26 L22 24 L18 26 Z" fill="#bcd3f2" />
    </>
  ),
  mazda: (
    <>
      <rect width="56" height="56" rx="14" fill="#8a1538" />
      <path
        d="M8 34 C16 20 22 20 28 30 C34 40 40 40 48 24"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </>
  ),
  yarkcjdr: (
    <>
      <rect width="56" height="56" rx="10" fill="#1b1f2a" />
      <path d="M12 10 H22 L28 22 L34 10 H44 L33 30 V46 H23 V30 Z" fill="#a4161a" />
    </>
  ),
  bmw: (
    <>
      <rect width="56" height="56" rx="14" fill="#0b5aa2" />
      <path d="M10 42 C18 24 32 14 46 14" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M18 44 C24 32 34 26 46 25"
        fill="none"
        stroke="#a9c9ea"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  ),
  chevrolet: (
    <>
      <rect width="56" height="56" rx="14" fill="#d6a436" />
      <path
        d="M12 36 L28 20 L44 36"
        fill="none"
        stroke="#1b1f2a"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M18 44 L28 34 L38 44"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  bergestorm: (
    <>
      <rect width="56" height="56" rx="14" fill="#0f6a70" />
      <path d="M14 24 a9 9 0 0 1 17-6 a7 7 0 0 1 11 7 H14 Z" fill="#d7f0f0" />
      <path d="M29 26 L22 38 H28 L25 48 L35 33 H29 L33 26 Z" fill="#ffd166" />
    </>
  ),
};
