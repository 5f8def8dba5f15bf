// "Who may administer whom": every delegation case of the rule.
import { describe, expect, it } from 'vitest';
import {
  estAdministrateurSansBureau,
  peutGererUtilisateur,
  peutVoirAudit,
  REFUS,
  refusAdministration,
  type Administre,
} from '../src/administration.ts';

const global: Administre = { id: 'g', role: 'administrateur', bureauIds: [] };
const adminArg: Administre = { id: 'a', role: 'administrateur', bureauIds: ['arg'] };
const adminArgCha: Administre = { id: 'ac', role: 'administrateur', bureauIds: ['arg', 'cha'] };
const medecinArg: Administre = { id: 'm', role: 'medecin', bureauIds: ['arg'] };
const medecinArgPn: Administre = { id: 'mp', role: 'medecin', bureauIds: ['arg', 'pn'] };
const inscrit: Administre = { id: 'i', role: 'aucun', bureauIds: [] };

describe('who may administer whom', () => {
  it('access: only an administrator without offices is unrestricted', () => {
    expect(estAdministrateurSansBureau(global)).toBe(true);
    expect(estAdministrateurSansBureau(adminArg)).toBe(false);
    expect(estAdministrateurSansBureau(inscrit)).toBe(false);
  });

  it('an unrestricted administrator manages everyone; a limited one only users whose offices are all its own', () => {
    for (const u of [global, adminArg, medecinArg, medecinArgPn, inscrit])
      expect(peutGererUtilisateur(global, u), u.id).toBe(true);
    expect(peutGererUtilisateur(adminArg, medecinArg)).toBe(true);
    expect(peutGererUtilisateur(adminArg, adminArg)).toBe(true);
    expect(peutGererUtilisateur(adminArg, medecinArgPn)).toBe(false);
    expect(peutGererUtilisateur(adminArgCha, medecinArg)).toBe(true);
    // cannot edit or deactivate an unrestricted administrator, nor users without offices
    expect(peutGererUtilisateur(adminArg, global)).toBe(false);
    expect(peutGererUtilisateur(adminArg, inscrit)).toBe(false);
    // not an administrator: nobody
    expect(peutGererUtilisateur(medecinArg, medecinArg)).toBe(false);
  });

  it('an unrestricted administrator may grant the administrator role, leave without offices, change itself', () => {
    expect(
      refusAdministration(global, medecinArg, { role: 'administrateur', bureauIds: [] }),
    ).toBeUndefined();
    expect(refusAdministration(global, undefined, { role: 'administrateur', bureauIds: [] })).toBeUndefined();
    expect(refusAdministration(global, global, { role: 'secretariat', bureauIds: ['arg'] })).toBeUndefined();
  });

  it('a limited administrator may not grant the administrator role (create or edit)', () => {
    expect(refusAdministration(adminArg, undefined, { role: 'administrateur', bureauIds: ['arg'] })).toBe(
      REFUS.roleAdministrateur,
    );
    expect(refusAdministration(adminArg, medecinArg, { role: 'administrateur', bureauIds: ['arg'] })).toBe(
      REFUS.roleAdministrateur,
    );
    // an administrator of its office keeps its role when edited otherwise
    const autreAdminArg: Administre = { id: 'x', role: 'administrateur', bureauIds: ['arg'] };
    expect(
      refusAdministration(adminArg, autreAdminArg, { role: 'administrateur', bureauIds: ['arg'] }),
    ).toBeUndefined();
  });

  it('a limited administrator may not leave a user without offices', () => {
    expect(refusAdministration(adminArg, undefined, { role: 'medecin', bureauIds: [] })).toBe(
      REFUS.sansBureau,
    );
    expect(refusAdministration(adminArg, medecinArg, { role: 'medecin', bureauIds: [] })).toBe(
      REFUS.sansBureau,
    );
  });

  it('a limited administrator gives only its own offices', () => {
    expect(refusAdministration(adminArg, undefined, { role: 'medecin', bureauIds: ['arg'] })).toBeUndefined();
    expect(refusAdministration(adminArg, undefined, { role: 'medecin', bureauIds: ['arg', 'pn'] })).toBe(
      REFUS.bureauxHorsPerimetre,
    );
    expect(
      refusAdministration(adminArgCha, medecinArg, { role: 'psychologue', bureauIds: ['cha'] }),
    ).toBeUndefined();
  });

  it('a limited administrator may not change its own role or offices, but may save itself unchanged', () => {
    expect(
      refusAdministration(adminArgCha, adminArgCha, { role: 'administrateur', bureauIds: ['arg'] }),
    ).toBe(REFUS.soiMeme);
    expect(refusAdministration(adminArg, adminArg, { role: 'secretariat', bureauIds: ['arg'] })).toBe(
      REFUS.soiMeme,
    );
    expect(
      refusAdministration(adminArgCha, adminArgCha, { role: 'administrateur', bureauIds: ['cha', 'arg'] }),
    ).toBeUndefined();
  });

  it('a limited administrator sees the audit of its offices only', () => {
    expect(peutVoirAudit(global, {})).toBe(true);
    expect(peutVoirAudit(adminArg, { bureauId: 'arg' })).toBe(true);
    expect(peutVoirAudit(adminArg, { bureauId: 'pn' })).toBe(false);
    expect(peutVoirAudit(adminArg, {})).toBe(false);
    expect(peutVoirAudit(adminArg, { bureauId: null })).toBe(false);
  });
});
