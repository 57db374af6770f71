"""The words of the app in English and French, and how scores are put into words.

Pure: no I/O, no Textual.  The language comes from ``--lang`` or the system locale;
:class:`Texts` looks up every sentence the app shows and renders a deal's breakdown
("160 + 2 × 100 = 360") from the structured lines :func:`coinche_score.scoring.score_deal` gives.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import Literal

from coinche_score.rules import (
    Announce,
    BeloteScoring,
    Coinche,
    CoincheScoring,
    DefenceTie,
    InvalidRulesError,
    Rounding,
    RoundingScope,
    RuleSet,
    Scale,
    Team,
    TieBreak,
    Trump,
)
from coinche_score.scoring import Contract, Deal, DealScore, Line, LineKey

Language = Literal["en", "fr"]
LANGUAGES: tuple[Language, ...] = ("en", "fr")
DEFAULT_LANGUAGE: Language = "en"
#: The name a rule set gets when nobody names it (a customised one).
CUSTOM_RULES_NAME: str = RuleSet.model_fields["name"].default
#: POSIX precedence: the first of these that is set and not empty names the messages' locale.
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


class UnknownLanguageError(ValueError):
    pass


def _language_of(tag: str) -> Language | None:
    """``fr``, ``fr_FR.UTF-8``, ``en-GB`` ... -> the language, or None if unsupported."""
    code = re.split(r"[_.@-]", tag.strip().lower(), maxsplit=1)[0]
    for language in LANGUAGES:
        if code == language:
            return language
    return None


def choose_language(
    requested: str | None = None, environ: Mapping[str, str] | None = None
) -> Language:
    """``--lang`` if given (UnknownLanguageError if unsupported), else the system locale."""
    if requested is not None:
        language = _language_of(requested)
        if language is None:
            known = ", ".join(LANGUAGES)
            raise UnknownLanguageError(f"unknown language {requested!r} (known: {known})")
        return language
    env = os.environ if environ is None else environ
    for variable in LOCALE_VARIABLES:
        value = env.get(variable, "")
        if value:
            return _language_of(value) or DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


# Every sentence in both languages side by side, so that neither can miss one.
_CATALOG: dict[str, tuple[str, str]] = {
    # ------------------------------------------------------------------ general
    "app.title": ("coinche-score", "coinche-score"),
    "team.default.A": ("Us", "Nous"),
    "team.default.B": ("Them", "Eux"),
    "yes": ("yes", "oui"),
    "no": ("no", "non"),
    "none": ("—", "—"),
    "key.bar.palette": ("commands", "commandes"),
    # --------------------------------------------------------------- bindings
    "binding.quit": ("Quit", "Quitter"),
    "binding.help": ("Help", "Aide"),
    "binding.home.resume": ("Resume", "Reprendre"),
    "binding.home.new_match": ("New match", "Nouvelle partie"),
    "binding.home.rename": ("Rename", "Renommer"),
    "binding.home.delete": ("Delete", "Supprimer"),
    "binding.home.archive": ("Archive", "Archiver"),
    "binding.home.unarchive": ("Unarchive", "Désarchiver"),
    "binding.home.restore": ("Restore", "Restaurer"),
    "binding.home.show_archive": ("Archived", "Archives"),
    "binding.home.show_trash": ("Trash", "Corbeille"),
    "binding.home.show_saved": ("Saved", "Parties"),
    "binding.rename.save": ("Save", "Enregistrer"),
    "binding.rename.cancel": ("Cancel", "Annuler"),
    "binding.new_match.start": ("Start", "Commencer"),
    "binding.new_match.customise": ("Customise rules", "Personnaliser"),
    "binding.new_match.back": ("Back", "Retour"),
    "binding.sheet.new_deal": ("New deal", "Donne"),
    "binding.sheet.edit_deal": ("Correct", "Corriger"),
    "binding.sheet.insert_deal": ("Insert", "Insérer"),
    "binding.sheet.delete_deal": ("Delete", "Supprimer"),
    "binding.sheet.undo": ("Undo", "Annuler"),
    "binding.sheet.redo": ("Redo", "Rétablir"),
    "binding.sheet.home": ("Home", "Accueil"),
    "binding.sheet.result": ("Result", "Résultat"),
    "binding.sheet.retry_save": ("Save again", "Réessayer"),
    "binding.deal.save": ("Save", "Enregistrer"),
    "binding.deal.cancel": ("Cancel", "Annuler"),
    "binding.deal.belote": ("Belote", "Belote"),
    "binding.deal.coinche": ("Coinche", "Coinche"),
    "binding.deal.all_tricks": ("All tricks", "Tous les plis"),
    "binding.confirm.yes": ("Yes", "Oui"),
    "binding.confirm.no": ("No", "Non"),
    "binding.loading.back": ("Back", "Retour"),
    "binding.winner.rematch": ("Rematch", "Revanche"),
    "binding.winner.sheet": ("Score sheet", "Feuille"),
    "binding.winner.home": ("Home", "Accueil"),
    "binding.rules.apply": ("Apply", "Appliquer"),
    "binding.rules.cancel": ("Cancel", "Annuler"),
    "binding.help.close": ("Close", "Fermer"),
    # ---------------------------------------------------------- command palette
    "command.new_deal": ("New deal", "Nouvelle donne"),
    "command.new_deal.help": ("Enter the next deal", "Saisir la donne suivante"),
    "command.undo": ("Undo", "Annuler"),
    "command.undo.help": ("Undo the last change", "Annuler la dernière modification"),
    "command.redo": ("Redo", "Rétablir"),
    "command.redo.help": ("Redo the change undone", "Rétablir la modification annulée"),
    "command.new_match": ("New match", "Nouvelle partie"),
    "command.new_match.help": ("Start a new match", "Commencer une nouvelle partie"),
    "command.home": ("Home", "Accueil"),
    "command.home.help": ("Saved matches", "Parties enregistrées"),
    "palette.placeholder": ("Search for commands…", "Chercher une commande…"),
    "palette.themes": ("Search for themes…", "Chercher un thème…"),
    "system.theme": ("Theme", "Thème"),
    "system.theme.help": ("Change the colours of the app", "Changer les couleurs de l'application"),
    "system.quit": ("Quit", "Quitter"),
    "system.quit.help": ("Quit (everything is saved)", "Quitter (tout est enregistré)"),
    "system.keys": ("Keys", "Touches"),
    "system.keys.help": ("Every key of the app", "Toutes les touches de l'application"),
    "system.maximize": ("Maximize", "Agrandir"),
    "system.maximize.help": (
        "Give the whole screen to this part",
        "Donner tout l'écran à cette partie",
    ),
    "system.minimize": ("Minimize", "Réduire"),
    "system.minimize.help": ("Back to the usual layout", "Revenir à la disposition habituelle"),
    "system.screenshot": ("Screenshot", "Capture d'écran"),
    "system.screenshot.help": (
        "Save an SVG picture of the screen",
        "Enregistrer une image SVG de l'écran",
    ),
    # --------------------------------------------------------------------- home
    "home.tagline": (
        "Keeps the score of belote coinchée. Pencil optional.",
        "Tient la feuille de marque de la coinche. Crayon facultatif.",
    ),
    "home.resume": (
        "Resume: {teams} {score} ({rules}, {target})",
        "Reprendre : {teams} {score} ({rules}, {target})",
    ),
    "home.nothing_to_resume": ("No match in progress.", "Aucune partie en cours."),
    "home.saved": ("Saved matches", "Parties enregistrées"),
    "home.reading": ("Reading the saved matches…", "Lecture des parties enregistrées…"),
    "loading.match": ("Reading the match…", "Lecture de la partie…"),
    "loading.names": (
        "Reading the names of the saved matches…",
        "Lecture des noms des parties enregistrées…",
    ),
    "home.no_saved": (
        "No saved match yet: press n to start one.",
        "Aucune partie enregistrée : n pour en commencer une.",
    ),
    "home.list.saved": ("Saved matches", "Parties enregistrées"),
    "home.list.archive": ("Archived matches", "Parties archivées"),
    "home.list.trash": (
        "Trash: deleted matches, kept 30 days",
        "Corbeille : parties supprimées, gardées 30 jours",
    ),
    "home.view_hint.archive": (
        "a puts a match back in the list · Esc: saved matches",
        "a remet une partie dans la liste · Échap : parties enregistrées",
    ),
    "home.view_hint.trash": (
        "u restores a match · Esc: saved matches",
        "u restaure une partie · Échap : parties enregistrées",
    ),
    "home.confirm.delete": (
        "Delete the match {teams}?\nIt stays in the trash (t) for {days} days.",
        "Supprimer la partie {teams} ?\nElle reste {days} jours dans la corbeille (t).",
    ),
    "home.deleted": (
        "{teams}: in the trash for {days} days (t, then u to restore).",
        "{teams} : dans la corbeille pour {days} jours (t, puis u pour restaurer).",
    ),
    "home.archived": (
        "{teams}: archived (v shows the archive).",
        "{teams} : archivée (v pour les voir).",
    ),
    "home.unarchived": ("{teams}: back in the list.", "{teams} : de retour dans la liste."),
    "home.restored": ("{teams}: restored.", "{teams} : restaurée."),
    "home.renamed": ("Teams renamed: {teams}.", "Équipes renommées : {teams}."),
    "home.nothing_to_resume.notice": (
        "No match in progress to resume.",
        "Aucune partie en cours à reprendre.",
    ),
    "home.column.teams": ("Teams", "Équipes"),
    "home.column.score": ("Score", "Score"),
    "home.column.rules": ("Rules", "Règles"),
    "home.column.status": ("Status", "État"),
    "home.column.updated": ("Changed", "Modifiée"),
    "home.status.playing": ("playing", "en cours"),
    "home.status.won": ("{team} won", "gagnée par {team}"),
    "home.damaged.line": ("{name}: {reason}", "{name} : {reason}"),
    # ---------------------------------------------------------------- problems
    "problem.store": (
        "Could not open the match.\n{detail}",
        "Impossible d'ouvrir la partie.\n{detail}",
    ),
    "problem.create": (
        "Could not create the match.\n{detail}",
        "Impossible de créer la partie.\n{detail}",
    ),
    "problem.save": (
        "{detail}\nThe change is kept; it will be saved with the next one (or press s).",
        "{detail}\nLa modification est gardée ; elle sera enregistrée avec la suivante"
        " (ou touche s).",
    ),
    "problem.saved_again": ("Saved.", "Enregistré."),
    "problem.quit_unsaved": (
        "The last change could not be saved. {detail}\nQuit anyway and lose it?",
        "La dernière modification n'a pas pu être enregistrée. {detail}\n"
        "Quitter quand même et la perdre ?",
    ),
    "problem.refused": ("Refused: {detail}", "Refusé : {detail}"),
    "problem.match_over": (
        "The match is over: correct a deal to reopen it, or start a rematch.",
        "La partie est finie : corrigez une donne pour la rouvrir, ou jouez la revanche.",
    ),
    "problem.title": ("Problem", "Problème"),
    "problem.changed_on_disk": (
        "This match's file was changed by something else while it was open here. Nothing was"
        " written; your change is kept here.\n{detail}\nReload the file (your change is made"
        " again if it still fits), or save this match as a new copy?",
        "Le fichier de cette partie a été modifié par autre chose pendant qu'elle était ouverte"
        " ici. Rien n'a été écrit ; votre modification est gardée ici.\n{detail}\nRecharger le"
        " fichier (votre modification est refaite si elle convient encore), ou enregistrer"
        " cette partie comme une nouvelle copie ?",
    ),
    "binding.conflict.reload": ("Reload", "Recharger"),
    "binding.conflict.copy": ("Save a copy", "Enregistrer une copie"),
    "binding.conflict.later": ("Later", "Plus tard"),
    "notice.reloaded": ("Reloaded from the file.", "Rechargée depuis le fichier."),
    "notice.not_remade": (
        "Reloaded from the file; no longer fits, so not made again: {changes}.",
        "Rechargée depuis le fichier ; ne convient plus, donc pas refait : {changes}.",
    ),
    "notice.copied": (
        "Saved as a new match, {id}; the other file is left as it is.",
        "Enregistrée comme nouvelle partie, {id} ; l'autre fichier est laissé tel quel.",
    ),
    "notice.read_only": (
        "Read-only: this match is shown but cannot be changed here.\n{detail}",
        "Lecture seule : cette partie est affichée mais ne peut pas être modifiée ici.\n{detail}",
    ),
    "sheet.read_only": ("read-only", "lecture seule"),
    "notice.file_changed": (
        "The match's file changed: shown as it now is.",
        "Le fichier de la partie a changé : affiché tel qu'il est maintenant.",
    ),
    # ------------------------------------------- store errors (tui/store_errors.py)
    "store_error.other": ("{detail}", "Erreur de l'enregistrement : {detail}"),
    "store_error.locked": (
        "This match is open in another coinche-score (process {pid}): close it there first.",
        "Cette partie est ouverte dans un autre coinche-score (processus {pid}) :"
        " fermez-la d'abord.",
    ),
    "store_error.locked.unknown": (
        "This match is open in another coinche-score: close it there first.",
        "Cette partie est ouverte dans un autre coinche-score : fermez-la d'abord.",
    ),
    "store_error.lock_failed": (
        "Match {match} cannot be opened for changes (its lock file is refused).",
        "Impossible d'ouvrir la partie {match} pour la modifier (fichier de verrou refusé).",
    ),
    "store_error.damaged": (
        "The file {name} is damaged ({reason}); it was left untouched.",
        "Le fichier {name} est abîmé ({reason}) ; il n'a pas été modifié.",
    ),
    "store_error.damaged.unreadable": ("it cannot be read", "il est illisible"),
    "store_error.damaged.empty": ("it is empty", "il est vide"),
    "store_error.damaged.not_utf8": ("not UTF-8 text", "pas du texte UTF-8"),
    "store_error.damaged.not_json": ("not valid JSON", "pas du JSON valide"),
    "store_error.damaged.not_object": ("not a match file", "pas un fichier de partie"),
    "store_error.damaged.no_version": (
        "not a match file: no schema version",
        "pas un fichier de partie : pas de version de schéma",
    ),
    "store_error.damaged.newer": (
        "written by a newer coinche-score",
        "écrit par un coinche-score plus récent",
    ),
    "store_error.damaged.invalid": ("not a valid match file", "fichier de partie non valide"),
    "store_error.damaged.not_regular": (
        "not a regular file (a folder, a pipe or a device)",
        "pas un fichier ordinaire (un dossier, un tube ou un périphérique)",
    ),
    "store_error.damaged.too_big": (
        "too big for a match file (over 16 MiB)",
        "trop gros pour un fichier de partie (plus de 16 Mio)",
    ),
    "store_error.save": (
        "Cannot save {path}: {reason}; the file is as it was.",
        "Impossible d'enregistrer {path} : {reason} ; le fichier est resté tel quel.",
    ),
    "store_error.not_synced": (
        "{path} is written, but a crash could undo it ({reason}).",
        "{path} est écrit, mais une panne pourrait l'annuler ({reason}).",
    ),
    "store_error.save.disk_full": ("the disk is full", "le disque est plein"),
    "store_error.save.denied": ("permission denied", "permission refusée"),
    "store_error.save.other": ("the system refused the write", "le système a refusé l'écriture"),
    "store_error.not_a_folder": (
        "Cannot save in {path}: it is not a folder.",
        "Impossible d'enregistrer dans {path} : ce n'est pas un dossier.",
    ),
    "store_error.folder_unreadable": (
        "Cannot read the folder {path}.",
        "Impossible de lire le dossier {path}.",
    ),
    "store_error.not_found": (
        "This match is no longer in the folder.",
        "Cette partie n'est plus dans le dossier.",
    ),
    "store_error.match_over": (
        "The match is over: correct a deal to reopen it, or start a rematch.",
        "La partie est finie : corrigez une donne pour la rouvrir, ou jouez la revanche.",
    ),
    "store_error.move_failed": (
        "Cannot move the match to {path}; it is where it was.",
        "Impossible de déplacer la partie vers {path} ; elle est restée où elle était.",
    ),
    "store_error.read_only": (
        "This match cannot be changed here: its file or its folder is read-only.",
        "Cette partie ne peut pas être modifiée ici : son fichier ou son dossier est en lecture"
        " seule.",
    ),
    "store_error.changed.changed": (
        "Not saved: the match's file was changed by something else since it was opened.",
        "Non enregistrée : le fichier de la partie a été modifié par autre chose depuis son"
        " ouverture.",
    ),
    "store_error.changed.gone": (
        "Not saved: the match's file was removed or damaged since it was opened.",
        "Non enregistrée : le fichier de la partie a été supprimé ou abîmé depuis son ouverture.",
    ),
    "store_error.changed.lock": (
        "Not saved: the match's lock file was deleted or replaced while it was open, so another"
        " coinche-score may be changing it.",
        "Non enregistrée : le fichier de verrou de la partie a été supprimé ou remplacé pendant"
        " qu'elle était ouverte ; un autre coinche-score la modifie peut-être.",
    ),
    "store_note.totals_differ": (
        "The totals saved in this match's file did not match its deals: the deals count.",
        "Les totaux enregistrés ne correspondaient pas aux donnes : les donnes font foi.",
    ),
    "store_note.migrated": (
        "This match's file came from an older coinche-score; it was updated and the old one"
        " kept as {backup}.",
        "Le fichier de cette partie venait d'un coinche-score plus ancien ; il a été mis à jour"
        " et l'ancien gardé sous le nom {backup}.",
    ),
    "store_error.exists": (
        "A match with the same id is already there: {path}.",
        "Une partie de même identifiant est déjà là : {path}.",
    ),
    "notice.deleted": ("Deal {number} deleted.", "Donne {number} supprimée."),
    "notice.warning": ("Note", "À noter"),
    # ---------------------------------------------------------------- new match
    "rename.title": ("Rename the teams", "Renommer les équipes"),
    "rules.custom_name": ("custom", "personnalisées"),
    "new.title": ("New match", "Nouvelle partie"),
    "new.teams": ("Teams", "Équipes"),
    "new.team_a": ("Team A", "Équipe A"),
    "new.team_b": ("Team B", "Équipe B"),
    "new.players": ("Players (optional, clockwise)", "Joueurs (facultatif, sens horaire)"),
    "new.seat": ("Seat {seat} ({team})", "Place {seat} ({team})"),
    "new.first_dealer": ("First dealer", "Premier donneur"),
    "new.rules": ("Rules", "Règles"),
    "new.custom_rules": ("custom (from {base})", "personnalisées (depuis {base})"),
    "new.target": ("Target", "Objectif"),
    "new.target.placeholder": ("{default} (or any number)", "{default} (ou un autre)"),
    "new.target.invalid": (
        "At least {minimum}: less is over in a deal. E.g. {options}",
        "Au moins {minimum} : moins, c'est fini en une donne. Ex. {options}",
    ),
    "new.start": ("Start", "Commencer"),
    "new.customise": ("Customise…", "Personnaliser…"),
    "new.error.character": (
        "A name cannot hold {char}: control, bidi and zero-width characters are refused.",
        "Un nom ne peut pas contenir {char} : caractères de contrôle, bidi et de largeur"
        " nulle refusés.",
    ),
    "new.error.team_names": (
        "Two different, non-empty team names please.",
        "Il faut deux noms d'équipe différents et non vides.",
    ),
    # ------------------------------------------------------------ rules editor
    "rules.title": (
        "Customise the rules (from {base})",
        "Personnaliser les règles (depuis {base})",
    ),
    "rules.apply": ("Apply", "Appliquer"),
    "rules.cancel": ("Cancel", "Annuler"),
    "rules.invalid_number": ("a whole number", "un nombre entier"),
    "rules.invalid_numbers": (
        "whole numbers separated by commas",
        "des nombres entiers séparés par des virgules",
    ),
    "rules.optional_number": ("a whole number, or empty", "un nombre entier, ou vide"),
    "rules.name": ("Name of these rules", "Nom de ces règles"),
    "rules.name.help": (
        "Give a name to keep them as house rules for your next matches.",
        "Donnez un nom pour les garder comme règles maison pour vos prochaines parties.",
    ),
    "rules.name.invalid": (
        "1 to 40 characters, no / or \\, and not the name of a preset.",
        "De 1 à 40 caractères, sans / ni \\, et pas le nom d'un préréglage.",
    ),
    "rules.differs": ("(changed)", "(modifié)"),
    "rules.section.match": ("Match", "Partie"),
    "rules.section.bids": ("Bids", "Enchères"),
    "rules.section.success": ("Was it made?", "Contrat fait ou chuté ?"),
    "rules.section.scoring": ("What is scored", "Ce qui est marqué"),
    "rules.section.coinche": ("Coinche", "Coinche"),
    "rules.section.capot": ("Capot and générale", "Capot et générale"),
    "rules.section.belote_announces": ("Belote and announces", "Belote et annonces"),
    "rules.section.rounding": ("Rounding", "Arrondi"),
    "rules.section.end": ("End of the match", "Fin de la partie"),
    "rules.test.title": (
        "Test deals (taker A, hearts): A / B",
        "Donnes d'essai (preneur A, cœur) : A / B",
    ),
    "rules.test.refused": (
        "Correct the rules marked in red to see the scores.",
        "Corrigez les règles en rouge pour voir les scores.",
    ),
    "rules.test.made": ("Made", "Fait"),
    "rules.test.failed": ("Failed", "Chuté"),
    "rules.test.coinche_made": ("Coinché, made", "Coinché fait"),
    "rules.test.coinche_failed": ("Coinché, failed", "Coinché chuté"),
    "rules.test.capot": ("Capot bid", "Capot annoncé"),
    "rules.test.defence_belote": ("Defence belote", "Belote défense"),
    "rules.test.not_allowed": ("not allowed by these rules", "pas permis par ces règles"),
    "rules.test.was": ("(was {a} / {b})", "(avant {a} / {b})"),
    "rules.problem.type": ("Not a value this rule takes.", "Valeur impossible pour cette règle."),
    "rules.problem.range": ("From {low} to {high}.", "De {low} à {high}."),
    "rules.problem.range.name": ("From 1 to 40 characters.", "De 1 à 40 caractères."),
    "rules.problem.range.description": (
        "At most 10000 characters.",
        "10000 caractères au plus.",
    ),
    "rules.problem.range.source": ("At most 10000 characters.", "10000 caractères au plus."),
    "rules.problem.text": (
        "No control, bidi or zero-width characters.",
        "Pas de caractère de contrôle, bidi ou de largeur nulle.",
    ),
    "rules.problem.range_or_empty": (
        "From {low} to {high}, or empty.",
        "De {low} à {high}, ou vide.",
    ),
    "rules.problem.range.target_options": (
        "At least one target, each from 1 to 1000000.",
        "Au moins un objectif, chacun de 1 à 1000000.",
    ),
    "rules.problem.min_above_max": (
        "The lowest bid is above the highest ({max_bid}).",
        "L'enchère minimale dépasse la maximale ({max_bid}).",
    ),
    "rules.problem.ladder": (
        "Must be {min_bid} plus whole steps of {bid_step}.",
        "Doit valoir {min_bid} plus des pas entiers de {bid_step}.",
    ),
    "rules.problem.above_card_points": (
        "At most 162: there are no more card points.",
        "162 au plus : il n'y a pas plus de points dans le jeu.",
    ),
    "rules.problem.surcoinche_below_coinche": (
        "A surcoinche cannot multiply less than a coinche (×{coinche_multiplier}).",
        "La surcoinche ne peut multiplier moins que la coinche (×{coinche_multiplier}).",
    ),
    "rules.problem.tie_needs_must_beat": (
        "Only when the taker must beat the defence; otherwise choose «the contract fails».",
        "Seulement s'il faut battre la défense ; sinon choisissez « le contrat chute ».",
    ),
    "rules.problem.opening_not_below_min": (
        "Must be below the lowest bid ({min_bid}), or empty.",
        "Doit être sous l'enchère minimale ({min_bid}), ou vide.",
    ),
    "rules.problem.bid_only_coinche": (
        "When only the bid is scored, a coinche can only multiply the bid.",
        "Quand seul le contrat est marqué, la coinche ne peut multiplier que le contrat.",
    ),
    "rules.problem.bid_only_announces": (
        "When only the bid is scored, there are no announces.",
        "Quand seul le contrat est marqué, il n'y a pas d'annonces.",
    ),
    "rules.problem.bid_only_litige": (
        "When only the bid is scored, there is no litige.",
        "Quand seul le contrat est marqué, il n'y a pas de litige.",
    ),
    "rules.problem.points_only_coinche": (
        "When the bid is not scored, a coinche must multiply something else than the bid.",
        "Quand le contrat n'est pas marqué, la coinche doit multiplier autre chose que lui.",
    ),
    "rules.problem.needs_winner_takes_all": (
        "Only when a coinche gives «winner takes all»; leave it empty or 0.",
        "Seulement si la coinche donne « tout au gagnant » ; laissez vide ou 0.",
    ),
    "rules.problem.surcoinche_base_below": (
        "Cannot be below the coinche base ({coinche_base}); or leave it empty.",
        "Pas moins que la base de la coinche ({coinche_base}) ; ou laissez vide.",
    ),
    "rules.problem.needs_coinche_mode": (
        "Only when a coinche multiplies more than the bid.",
        "Seulement si la coinche multiplie plus que le contrat.",
    ),
    "rules.problem.needs_rounding": (
        "Only when the scores are rounded.",
        "Seulement si les scores sont arrondis.",
    ),
    "rules.problem.other": (
        "Not possible with the other rules.",
        "Impossible avec les autres règles.",
    ),
    "binding.new_match.describe": ("Describe your table", "Décrire votre table"),
    "binding.table.finish": ("Save", "Enregistrer"),
    "binding.table.cancel": ("Cancel", "Annuler"),
    "new.describe": ("Describe your table…", "Décrire votre table…"),
    "new.house_rules": ("{name} (house rules)", "{name} (règles maison)"),
    "new.rules.damaged": (
        "Saved rules not readable, left as they are: {path}: {reason}",
        "Règles enregistrées illisibles, laissées telles quelles : {path} : {reason}",
    ),
    "new.rules.save_failed": (
        "The rules are used but could not be saved: {reason}",
        "Les règles sont utilisées mais n'ont pas pu être enregistrées : {reason}",
    ),
    "table.title": ("Describe your table", "Décrivez votre table"),
    "table.intro": (
        "Answer as your table plays. Each answer is tried on a deal taken by A: the bid, A's "
        "card points, then the scores of A / B.",
        "Répondez comme on joue à votre table. Chaque réponse est essayée sur une donne prise "
        "par A : le contrat, les points de A, puis les scores de A / B.",
    ),
    "table.scale": (
        "Do you add the bid to your points, count only your points, or only the bid?",
        "Ajoutez-vous le contrat à vos points, comptez-vous seulement vos points, ou seulement "
        "le contrat ?",
    ),
    "table.scale.points_and_bid": ("points + bid", "points + contrat"),
    "table.scale.points_only": ("points only", "points seuls"),
    "table.scale.bid_only": ("bid only", "contrat seul"),
    "table.beat_defence": (
        "Must the taker also beat the defence?",
        "Le preneur doit-il aussi battre la défense ?",
    ),
    "table.beat_defence.no": ("no", "non"),
    "table.beat_defence.yes": ("yes", "oui"),
    "table.coinche": ("What does a coinche double?", "Que double la coinche ?"),
    "table.coinche.bid": ("the bid", "le contrat"),
    "table.coinche.whole_score": ("the whole score", "tout le score"),
    "table.coinche.winner_takes_all": ("winner takes all", "tout au gagnant"),
    "table.coinche.winner_line": ("the winner's line", "la ligne du gagnant"),
    "table.belote": (
        "Who keeps the belote when the taker fails?",
        "Qui garde la belote quand le preneur chute ?",
    ),
    "table.belote.holder": ("its holder", "son détenteur"),
    "table.belote.defence": ("the defence", "la défense"),
    "table.belote.nobody": ("nobody", "personne"),
    "table.rounding": ("Do you round to 10?", "Arrondissez-vous à la dizaine ?"),
    "table.rounding.none": ("no", "non"),
    "table.rounding.up": ("yes, 85 → 90", "oui, 85 → 90"),
    "table.rounding.down": ("yes, 85 → 80", "oui, 85 → 80"),
    "table.capot": ("What is a capot bid worth?", "Que vaut un capot annoncé ?"),
    "table.capot.points": ("250 + the points", "250 + les points"),
    "table.capot.flat": ("500 flat", "500 en tout"),
    "table.capot.none": ("no capot bid", "pas d'annonce de capot"),
    "table.announces": ("Do you play announces?", "Jouez-vous les annonces ?"),
    "table.announces.no": ("no", "non"),
    "table.announces.yes": ("yes", "oui"),
    "table.announces.off": (
        "A tierce, a square… are not entered and score nothing.",
        "Tierce, carré… ne sont pas saisis et ne marquent rien.",
    ),
    "table.target": ("What target?", "Quel objectif ?"),
    "table.target.500": ("500", "500"),
    "table.target.1000": ("1000", "1000"),
    "table.target.1500": ("1500", "1500"),
    "table.target.2000": ("2000", "2000"),
    "table.target.3000": ("3000", "3000"),
    "table.target.sample": (
        "The first team to reach {target} wins.",
        "La première équipe à {target} gagne.",
    ),
    "table.name": (
        "A name for these rules (saved as house rules)",
        "Un nom pour ces règles (enregistrées comme règles maison)",
    ),
    "table.name.missing": (
        "Give these rules a name, then save again.",
        "Donnez un nom à ces règles, puis enregistrez de nouveau.",
    ),
    "table.name.taken": (
        "Your house rules already have “{name}”: choose another name.",
        "Vos règles maison ont déjà « {name} » : choisissez un autre nom.",
    ),
    "table.save_failed": ("Not saved: {reason}", "Pas enregistrées : {reason}"),
    "help.key.new_match.describe": (
        "describe your table (the rules in eight questions)",
        "décrire votre table (les règles en huit questions)",
    ),
    # ------------------------------------------------------- rules, in words
    "summary.bids": ("Bids {low}–{high}", "Enchères {low}–{high}"),
    "summary.lowest_needs": (" ({low} needs {needed})", " ({low} exige {needed})"),
    "summary.slams.capot": (", capot", ", capot"),
    "summary.slams.generale": (", générale", ", générale"),
    "summary.trumps.extra": (", {names}", ", {names}"),
    "summary.counts": ("Made with {parts}", "Contrat fait avec {parts}"),
    "summary.counts.points": ("points", "points"),
    "summary.counts.belote": ("belote", "belote"),
    "summary.counts.announces": ("announces", "annonces"),
    "summary.beat_defence": (", beating the defence", ", en battant la défense"),
    "summary.beat_defence.litige": (" (tie: litige)", " (égalité : litige)"),
    "summary.failure": (
        "Failed: defence gets {points} + bid",
        "Chuté : la défense a {points} + contrat",
    ),
    "summary.coinche.multiply_bid": (
        "Coinche ×{c}, surcoinche ×{s}: the bid only",
        "Coinche ×{c}, surcoinche ×{s} : le contrat seul",
    ),
    "summary.coinche.winner_takes_all": (
        "Coinche ×{c}, surcoinche ×{s}: winner takes all",
        "Coinche ×{c}, surcoinche ×{s} : le gagnant prend tout",
    ),
    "summary.coinche.whole_score": (
        "Coinche ×{c}, surcoinche ×{s}: the whole score",
        "Coinche ×{c}, surcoinche ×{s} : tout le score",
    ),
    "summary.coinche.multiply_winner_line": (
        "Coinche ×{c}, surcoinche ×{s}: the winner's line",
        "Coinche ×{c}, surcoinche ×{s} : la ligne du gagnant",
    ),
    "summary.scale.points_only": (
        "Points faits: the bid itself is not scored",
        "Points faits : le contrat n'est pas marqué",
    ),
    "summary.scale.bid_only": (
        "Points annoncés: only the bid is scored",
        "Points annoncés : seul le contrat est marqué",
    ),
    "summary.capot.flat": (
        "Capot bid: {points} flat{coinche}",
        "Capot annoncé : {points} net{coinche}",
    ),
    "summary.capot.value": (
        "Capot bid {points}, all tricks {tricks}{coinche}",
        "Capot annoncé {points}, tous les plis {tricks}{coinche}",
    ),
    "summary.capot.none": (
        "No capot bid; all tricks {tricks}",
        "Pas de capot annoncé ; tous les plis {tricks}",
    ),
    "summary.capot.no_coinche": (", no coinche", ", sans coinche"),
    "summary.announces.on": ("Announces (four nines {value})", "Annonces (carré de neuf {value})"),
    "summary.announces.off": ("No announces", "Pas d'annonces"),
    "summary.rounding.none": ("No rounding", "Pas d'arrondi"),
    "summary.rounding.nearest_10": ("Rounded to 10", "Arrondi à la dizaine"),
    "summary.rounding.nearest_10_5_down": (
        "Rounded to 10, 5 down",
        "Arrondi à la dizaine, 5 vers le bas",
    ),
    "summary.target": ("Target {target} ({options})", "Objectif {target} ({options})"),
    "summary.tie.play_on": ("Tie at the end: play on", "Égalité à la fin : on rejoue"),
    "summary.tie.latest_deal_winner": (
        "Tie at the end: last deal's winner",
        "Égalité à la fin : vainqueur de la dernière donne",
    ),
    # -------------------------------------------------------------- score sheet
    "sheet.deal_column.number": ("#", "#"),
    "sheet.deal_column.dealer": ("Dealer", "Donneur"),
    "sheet.deal_column.taker": ("Taker", "Preneur"),
    "sheet.deal_column.contract": ("Contract", "Contrat"),
    "sheet.deal_column.points": ("Pts", "Pts"),
    "sheet.deal_column.belote": ("Bel.", "Bel."),
    "sheet.deal_column.announces": ("Ann.", "Ann."),
    "sheet.deal_column.result": ("Result", "Résultat"),
    "sheet.deal_column.total": ("Σ{team}", "Σ{team}"),
    "sheet.deal_column.dealer.short": ("Dealer", "Donn."),
    "sheet.deal_column.announces.short": ("Ann", "Ann"),
    "sheet.deal_column.taker.short": ("Taker", "Pren."),
    "sheet.deal_column.contract.short": ("Bid", "Contr."),
    "sheet.deal_column.result.short": ("Res.", "Rés."),
    "sheet.next": ("Deal {number} · dealer: {dealer}", "Donne {number} · donneur : {dealer}"),
    "sheet.first_bidder": ("first to bid: {bidder}", "parle : {bidder}"),
    "sheet.litige": ("litige pending: {points}", "litige en attente : {points}"),
    "sheet.tie_playing_on": (
        "tied past the target: play another deal",
        "égalité au-delà de l'objectif : on rejoue",
    ),
    "sheet.finished": ("Match over: {team} won {score}", "Partie gagnée par {team}, {score}"),
    "sheet.rules": ("{rules} · target {target}", "{rules} · objectif {target}"),
    "sheet.no_deals": ("No deal yet: press n.", "Aucune donne : touche n."),
    "sheet.unscored": ("not counted", "non comptée"),
    "sheet.detail": ("Deal {number}: {lines}", "Donne {number} : {lines}"),
    "confirm.delete": (
        "Delete deal {number} ({summary})?\nThe scores after it are recomputed.",
        "Supprimer la donne {number} ({summary}) ?\nLes scores suivants sont recalculés.",
    ),
    # -------------------------------------------------------------- deal form
    "deal.title.new": ("Deal {number}", "Donne {number}"),
    "deal.title.edit": ("Correct deal {number}", "Corriger la donne {number}"),
    "deal.title.insert": (
        "New deal before deal {number}",
        "Nouvelle donne avant la donne {number}",
    ),
    "deal.dealer": ("dealer: {dealer}", "donneur : {dealer}"),
    "deal.taker": ("Taker", "Preneur"),
    "deal.passed": ("all passed", "passe"),
    "deal.contract": ("Contract", "Contrat"),
    "deal.contract.placeholder": ("{low}–{high}{slams}", "{low}–{high}{slams}"),
    "deal.trump": ("Trump", "Atout"),
    "deal.points": ("Taker's points", "Points preneur"),
    "deal.defence_points": ("defence", "défense"),
    "deal.coinche": ("Coinche", "Coinche"),
    "deal.all_tricks": ("All tricks", "Tous les plis"),
    "deal.belote": ("Belote", "Belote"),
    "deal.announces": ("Announces", "Annonces"),
    "deal.announces.hint": (
        "a/b team · 1 tierce 2 fifty 3 hundred 4 square · 5 nines 6 jacks 7 aces 8 tens"
        " 9 kings 0 queens · ⌫ Del",
        "a/b équipe · 1 tierce 2 cinquante 3 cent 4 carré · 5 neuf 6 valets 7 as 8 dix"
        " 9 rois 0 dames · ⌫ Suppr",
    ),
    "deal.belote.hint": ("a/b team, 0 none", "a/b équipe, 0 aucune"),
    "deal.preview": ("Preview", "Aperçu"),
    "deal.preview.incomplete": (
        "Fill in the deal to see the scores.",
        "Remplissez la donne pour voir les scores.",
    ),
    "deal.preview.refused": (
        "Refused: see the message above.",
        "Donne refusée : voir le message ci-dessus.",
    ),
    "deal.preview.thrown_in": (
        "All passed: nobody scores, the deal moves on.",
        "Tout le monde passe : personne ne marque.",
    ),
    "deal.preview.unscored": (
        "Not counted: the match ended before this deal.",
        "Non comptée : la partie était finie avant cette donne.",
    ),
    "deal.verdict.made": ("Made: {counted} for {bid}{needs}", "Fait : {counted} pour {bid}{needs}"),
    "deal.verdict.made_slam": ("Made: all tricks taken", "Fait : tous les plis"),
    "deal.verdict.failed": (
        "Failed: {counted} for {bid}{needs}",
        "Dedans ! {counted} pour {bid}{needs}",
    ),
    "deal.verdict.failed_defence": (
        "Failed: {counted} does not beat the defence's {defence}",
        "Dedans ! {counted} ne bat pas les {defence} de la défense",
    ),
    "deal.verdict.failed_slam": ("Failed: not all tricks", "Dedans ! pas tous les plis"),
    "deal.verdict.litige": (
        "Litige: {counted} each; {held} held for the next deal",
        "Litige : {counted} partout ; {held} en attente pour la donne suivante",
    ),
    "deal.error.required": ("required", "obligatoire"),
    "deal.error.taker": ("choose a/b (or p: all passed)", "choisir a/b (ou p : passe)"),
    "deal.error.trump": ("choose the trump", "choisir l'atout"),
    "deal.error.contract": (
        "{low}–{high} by {step}{slams}",
        "{low} à {high} de {step} en {step}{slams}",
    ),
    "deal.error.contract.slams": (" or {names}", " ou {names}"),
    "deal.error.points": ("0 to 162", "de 0 à 162"),
    "deal.error.all_tricks": ("all tricks means 162 points", "tous les plis : 162 points"),
    "deal.error.capot_coinche": (
        "a {contract} cannot be coinched in these rules",
        "un {contract} ne peut pas être coinché avec ces règles",
    ),
    "deal.error.belote_no_trump": ("no belote in no trump", "pas de belote à sans-atout"),
    "deal.error.belote": ("20 for one team", "20 pour une seule équipe"),
    "deal.error.belote_all_trump": ("at most 80 in all", "80 au plus en tout"),
    "deal.error.belote_needs_taker": ("choose the taker first", "choisir d'abord le preneur"),
    # --------------------------------------------------------------- results
    "result.made": ("made", "fait"),
    "result.failed": ("failed", "chuté"),
    "result.litige": ("litige", "litige"),
    "result.passed": ("passed", "passe"),
    "breakdown.held": ("({points} held: litige)", "({points} en attente : litige)"),
    "line.card_points": ("pts", "pts"),
    "line.all_tricks": ("all tricks", "tous les plis"),
    "line.contract_value": ("bid", "contrat"),
    "line.failed_contract": ("failed", "chute"),
    "line.defence_capot": ("defence capot", "capot de la défense"),
    "line.renonce": ("renonce", "renonce"),
    "line.coinche_base": ("coinche base", "base de coinche"),
    "line.coinche_capot_bonus": ("capot bonus", "bonus de capot"),
    "line.capot": ("capot", "capot"),
    "line.generale": ("générale", "générale"),
    "line.belote": ("belote", "belote"),
    "line.belote_taken": ("belote taken", "belote prise"),
    "line.announces": ("announces", "annonces"),
    "line.announces_taken": ("announces taken", "annonces prises"),
    "line.litige_awarded": ("litige", "litige"),
    "line.litige_held": ("held", "en attente"),
    "line.rounding": ("rounding", "arrondi"),
    # ---------------------------------------------------------------- winner
    # French: no verb to agree with a team name that may be singular or plural.
    "winner.title": ("{team} win!", "Victoire : {team} !"),
    "winner.tie_break": (
        "Tied: the winner of the last deal takes the match.",
        "Égalité : le vainqueur de la dernière donne emporte la partie.",
    ),
    "winner.rematch": ("Rematch (r)", "Revanche (r)"),
    "winner.sheet": ("Score sheet (Esc)", "Feuille (Échap)"),
    "winner.home": ("Home (h)", "Accueil (h)"),
    # ------------------------------------------------------------------- help
    "help.title": ("Keys", "Touches"),
    "help.home": ("Home", "Accueil"),
    "help.sheet": ("Score sheet", "Feuille de marque"),
    "help.deal": ("Deal form", "Saisie d'une donne"),
    "help.everywhere": ("Everywhere", "Partout"),
    "help.new_match": ("New match", "Nouvelle partie"),
    "help.winner": ("Winner", "Victoire"),
    "help.typical": (
        "A typical deal from the sheet: n a 1 1 0 {hearts} 9 2 b Enter (taker A, "
        "110 {hearts_name}, 92 points, belote).",
        "Une donne typique depuis la feuille : n a 1 1 0 {hearts} 9 2 b Entrée (preneur A, "
        "110 {hearts_name}, 92 points, belote).",
    ),
    "help.key.home.open": ("open the selected match", "ouvrir la partie sélectionnée"),
    "help.key.home.resume": ("resume the match in progress", "reprendre la partie en cours"),
    "help.key.home.new_match": ("new match", "nouvelle partie"),
    "help.key.new_match.start": ("start the match", "commencer la partie"),
    "help.key.new_match.customise": ("customise the rules", "personnaliser les règles"),
    "help.key.sheet.new_deal": ("enter a new deal", "saisir une nouvelle donne"),
    "help.key.sheet.edit_deal": ("correct the selected deal", "corriger la donne sélectionnée"),
    "help.key.sheet.insert_deal": (
        "insert a deal before the selected one",
        "insérer une donne avant la sélection",
    ),
    "help.key.sheet.delete_deal": ("delete the selected deal", "supprimer la donne sélectionnée"),
    "help.key.sheet.undo": ("undo", "annuler"),
    "help.key.sheet.redo": ("redo", "rétablir"),
    "help.key.sheet.move": ("select a deal", "choisir une donne"),
    "help.key.sheet.home": ("saved matches", "parties enregistrées"),
    "help.key.sheet.result": (
        "result and rematch (match over)",
        "résultat et revanche (partie finie)",
    ),
    "help.key.deal.taker": (
        "taker: team A, team B, all passed",
        "preneur : équipe A, équipe B, passe",
    ),
    "help.key.deal.contract": (
        "contract: digits (moves on by itself), c capot, g générale",
        "contrat : chiffres (passe seul au champ suivant), c capot, g générale",
    ),
    "help.key.deal.trump": ("trump: {keys}", "atout : {keys}"),
    "help.key.deal.points": (
        "taker's points, or Tab and the defence's: the other is 162 minus it",
        "points du preneur, ou Tab et ceux de la défense : l'autre vaut 162 moins",
    ),
    "help.key.deal.belote": (
        "belote: taker → defence → none",
        "belote : preneur → défense → aucune",
    ),
    "help.key.deal.announces": (
        "announces (when the rules have them): m or the team, then each announce",
        "annonces (si les règles en ont) : m ou l'équipe, puis chaque annonce",
    ),
    "help.key.deal.coinche": ("none → coinched → surcoinched", "rien → coinché → surcoinché"),
    "help.key.deal.all_tricks": (
        "all tricks: by the taker → by the defence → nobody",
        "tous les plis : au preneur → à la défense → personne",
    ),
    "help.key.deal.renonce": (
        "renonce (a revoke): by the taker's team → by the defence → none",
        "renonce : par l'équipe du preneur → par la défense → aucune",
    ),
    "help.key.deal.move": (
        "next / previous field; ←→ change a choice",
        "champ suivant / précédent ; ←→ changer un choix",
    ),
    "help.key.deal.save": ("save", "enregistrer"),
    "help.key.deal.cancel": ("cancel", "annuler"),
    "help.key.sheet.retry_save": (
        "save again after a failed save",
        "réessayer après un enregistrement refusé",
    ),
    "help.key.home.rename": ("rename the teams of the selected match", "renommer les équipes"),
    "help.key.home.delete": (
        "delete the selected match (kept 30 days in the trash)",
        "supprimer la partie (gardée 30 jours dans la corbeille)",
    ),
    "help.key.home.archive": ("archive: out of the list", "archiver : hors de la liste"),
    "help.key.home.unarchive": ("back in the list", "remettre dans la liste"),
    "help.key.home.restore": ("restore from the trash", "restaurer depuis la corbeille"),
    "help.key.home.show_archive": ("show the archived matches", "voir les parties archivées"),
    "help.key.home.show_trash": ("show the trash", "voir la corbeille"),
    "help.key.home.show_saved": ("back to the saved matches", "retour aux parties enregistrées"),
    "help.key.new_match.next": ("next field", "champ suivant"),
    "help.key.new_match.dealer": (
        "first dealer (on that field)",
        "premier donneur (sur ce champ)",
    ),
    "help.key.new_match.back": ("back, nothing created", "retour, rien n'est créé"),
    "help.key.winner.rematch": (
        "rematch: same teams, rules and target",
        "revanche : mêmes équipes, règles et objectif",
    ),
    "help.key.winner.sheet": ("back to the score sheet", "retour à la feuille"),
    "help.key.winner.home": ("saved matches", "parties enregistrées"),
    "help.key.help": ("this help", "cette aide"),
    "help.key.palette": ("command palette", "palette de commandes"),
    "help.key.quit": ("quit (everything is saved)", "quitter (tout est enregistré)"),
    # ------------------------------------------- at the table: sheet and deal form
    "outcome.open": ("match in progress", "partie en cours"),
    "outcome.won": ("{team} won {score}", "gagnée par {team} {score}"),
    "notice.outcome": ("Result: {old} → now {new}", "Résultat : {old} → désormais {new}"),
    "notice.undone.gone": (
        "Undone: deal {number} ({summary}) is gone",
        "Annulé : la donne {number} ({summary}) est retirée",
    ),
    "notice.undone.back": (
        "Undone: deal {number} ({summary}) is back",
        "Annulé : la donne {number} ({summary}) est revenue",
    ),
    "notice.undone.back_to": (
        "Undone: deal {number} is back to {summary}",
        "Annulé : la donne {number} redevient {summary}",
    ),
    "notice.redone.gone": (
        "Redone: deal {number} ({summary}) is deleted again",
        "Rétabli : la donne {number} ({summary}) est de nouveau supprimée",
    ),
    "notice.redone.back": (
        "Redone: deal {number} ({summary}) is back",
        "Rétabli : la donne {number} ({summary}) est revenue",
    ),
    "notice.redone.corrected": (
        "Redone: deal {number} is corrected again to {summary}",
        "Rétabli : la donne {number} est de nouveau corrigée en {summary}",
    ),
    "deal.verdict.needs": (" (needs {needed})", " (il en faut {needed})"),
    "deal.verdict.every_trick": (", every trick taken", ", tous les plis"),
    "result.capot": ("capot", "capot"),
    "result.defence_capot": ("def. capot", "capot déf."),
    "result.renonce": ("renonce", "renonce"),
    "seat.unnamed": ("{team} #{number}", "{team} n°{number}"),
    "deal.renonce": ("Renonce", "Renonce"),
    "deal.verdict.renonce": (
        "Renonce by {team}: the deal goes to {other}",
        "Renonce de {team} : la donne revient à {other}",
    ),
    "deal.keys.announces": (" · m announces", " · m annonces"),
    "deal.all_tricks.taker": ("taker", "preneur"),
    "deal.all_tricks.defence": ("defence", "défense"),
    "deal.error.defence_all_tricks": (
        "the defence took every trick: the taker has 0 points",
        "la défense a fait tous les plis : le preneur a 0 point",
    ),
    "deal.error.renonce": (
        "a renonce deal has no all tricks",
        "une donne avec renonce n'a pas de « tous les plis »",
    ),
    "deal.discard": ("Discard this deal?", "Abandonner cette donne ?"),
    "deal.error.unfinished_bid": (
        "{typed} is no bid: {allowed}",
        "{typed} n'est pas une enchère : {allowed}",
    ),
    "deal.error.no_announces": (
        "These rules have no announces.",
        "Ces règles n'ont pas d'annonces.",
    ),
    "confirm.rematch": (
        "Start a rematch: a new match, same teams and rules?",
        "Jouer la revanche : nouvelle partie, mêmes équipes et règles ?",
    ),
}

#: Sentences that change with ``count``: ((one, other) in English, (one, other) in French).
#: French takes the singular for 0 and 1 ("0 donne"), English for 1 only.
_PLURALS: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "home.damaged.title": (
        ("{count} damaged file, left untouched:", "{count} damaged files, left untouched:"),
        (
            "{count} fichier abîmé, laissé tel quel :",
            "{count} fichiers abîmés, laissés tels quels :",
        ),
    ),
    "home.damaged.notice": (
        (
            "{count} saved file could not be read; see the home screen.",
            "{count} saved files could not be read; see the home screen.",
        ),
        (
            "{count} fichier illisible : voir l'accueil.",
            "{count} fichiers illisibles : voir l'accueil.",
        ),
    ),
    "deal.refused": (
        ("Not saved: {count} problem above.", "Not saved: {count} problems above."),
        (
            "Non enregistrée : {count} problème ci-dessus.",
            "Non enregistrée : {count} problèmes ci-dessus.",
        ),
    ),
    "winner.deals": (
        ("{count} deal, target {target}", "{count} deals, target {target}"),
        ("{count} donne, objectif {target}", "{count} donnes, objectif {target}"),
    ),
    "home.trash.days_left": (
        ("{count} day left", "{count} days left"),
        ("encore {count} jour", "encore {count} jours"),
    ),
}


def _plural_form(language: Language, count: int) -> int:
    """0 for the singular, 1 for the plural."""
    singular = abs(count) < 2 if language == "fr" else count == 1
    return 0 if singular else 1


# Field labels of the rules editor and the words for each choice.
_RULE_WORDS: dict[str, tuple[str, str]] = {
    "name": ("Name", "Nom"),
    "description": ("Description", "Description"),
    "source": ("Source", "Source"),
    "default_target": ("Default target", "Objectif par défaut"),
    "target_options": ("Targets offered", "Objectifs proposés"),
    "tie_break": ("Tie at the end", "Égalité à la fin"),
    "direction": ("Direction of play", "Sens du jeu"),
    "min_bid": ("Lowest bid", "Enchère minimale"),
    "max_bid": ("Highest numeric bid", "Enchère chiffrée maximale"),
    "bid_step": ("Bid step", "Pas des enchères"),
    "capot_bid": ("Capot may be bid", "Capot annonçable"),
    "generale_bid": ("Générale may be bid", "Générale annonçable"),
    "no_trump": ("No trump allowed", "Sans-atout permis"),
    "all_trump": ("All trump allowed", "Tout-atout permis"),
    "capot_may_be_coinched": ("Capot may be coinched", "Capot coinchable"),
    "announces": ("Announces", "Annonces"),
    "carre_neuf_value": ("Four nines worth", "Valeur du carré de neuf"),
    "lowest_bid_needs": ("The lowest bid needs", "L'enchère minimale exige"),
    "bid_counts_belote": ("Belote counts for the bid", "Belote comptée au contrat"),
    "bid_counts_announces": (
        "Announces count for the bid",
        "Annonces comptées au contrat",
    ),
    "must_beat_defence": ("Taker must beat the defence", "Il faut battre la défense"),
    "defence_tie": ("Tie with the defence", "Égalité avec la défense"),
    "all_tricks_points": ("All tricks count as", "Tous les plis valent"),
    "failure_points": ("Defence scores on failure", "La défense marque si chute"),
    "failed_announces_to_defence": (
        "Defence gets failed announces",
        "Annonces chutées à la défense",
    ),
    "capot_value": ("Capot bid value", "Valeur du capot"),
    "generale_value": ("Générale bid value", "Valeur de la générale"),
    "capot_flat_score": ("Capot flat score (or empty)", "Capot forfaitaire (ou vide)"),
    "coinche_scoring": ("Coinche multiplies", "La coinche multiplie"),
    "whole_score_capot_base": ("Whole-score base after capot", "Base du score total si capot"),
    "coinche_multiplier": ("Coinche multiplier", "Multiplicateur de coinche"),
    "surcoinche_multiplier": ("Surcoinche multiplier", "Multiplicateur de surcoinche"),
    "rounding": ("Rounding", "Arrondi"),
    "opening_bid": ("Opening bid (or empty)", "Enchère d'ouverture (ou vide)"),
    "no_trump_carre_values": ("Sans-atout square values", "Carrés du sans-atout"),
    "scale": ("What is scored", "Ce qui est marqué"),
    "bid_counts_all_tricks_points": (
        "All tricks count for the bid",
        "Capot compté au contrat",
    ),
    "success_on_rounded": ("Made on rounded points", "Contrat jugé arrondi"),
    "defence_capot_points": (
        "Defence capot (or empty)",
        "Capot de la défense (ou vide)",
    ),
    "capot_takes_defence_announces": (
        "Capot takes defence announces",
        "Le capot prend les annonces",
    ),
    "belote_scoring": ("Belote goes to", "La belote va à"),
    "no_trump_bid_multiplier": ("Sans-atout bid times", "Contrat sans-atout fois"),
    "generale_flat_score": (
        "Générale flat (or empty)",
        "Générale nette (ou vide)",
    ),
    "flat_score_when_failed": ("Flat score when failed", "Forfait aussi si chute"),
    "coinche_base": ("Coinche base (or empty)", "Base de la coinche (ou vide)"),
    "surcoinche_base": ("Surcoinche base (or empty)", "Base surcoinche (ou vide)"),
    "coinche_capot_bonus": ("Coinche capot bonus", "Bonus de capot coinché"),
    "coinche_multiplies_bid": ("Coinche multiplies the bid", "Coinche multiplie le contrat"),
    "coinche_multiplies_belote": (
        "Coinche multiplies the belote",
        "Coinche multiplie la belote",
    ),
    "rounding_scope": ("What is rounded", "Ce qui est arrondi"),
    "belote_cannot_end_match": (
        "Lost deal cannot end match",
        "Une donne perdue ne finit pas",
    ),
    # choices
    f"tie_break.{TieBreak.LATEST_DEAL_WINNER.value}": (
        "last deal's winner",
        "la dernière donne décide",
    ),
    f"tie_break.{TieBreak.PLAY_ON.value}": ("play another deal", "on rejoue"),
    "direction.clockwise": ("clockwise", "sens horaire"),
    "direction.anticlockwise": ("anticlockwise", "sens anti-horaire"),
    f"defence_tie.{DefenceTie.FAILS.value}": ("the contract fails", "le contrat chute"),
    f"defence_tie.{DefenceTie.LITIGE.value}": ("litige", "litige"),
    f"coinche_scoring.{CoincheScoring.MULTIPLY_BID.value}": ("bid", "contrat"),
    f"coinche_scoring.{CoincheScoring.WINNER_TAKES_ALL.value}": ("takes all", "au gagnant"),
    f"coinche_scoring.{CoincheScoring.WHOLE_SCORE.value}": ("whole", "tout"),
    f"rounding.{Rounding.NONE.value}": ("none", "aucun"),
    f"rounding.{Rounding.NEAREST_10.value}": ("nearest 10, 5 up", "à 10, 5 en haut"),
    f"rounding.{Rounding.NEAREST_10_5_DOWN.value}": (
        "nearest 10, 5 down",
        "à 10, 5 en bas",
    ),
    f"defence_tie.{DefenceTie.MADE.value}": ("made", "fait"),
    f"coinche_scoring.{CoincheScoring.MULTIPLY_WINNER_LINE.value}": (
        "winner line",
        "ligne gagnant",
    ),
    f"scale.{Scale.POINTS_AND_BID.value}": ("points and bid", "faits + demandés"),
    f"scale.{Scale.POINTS_ONLY.value}": ("points only", "faits"),
    f"scale.{Scale.BID_ONLY.value}": ("bid only", "annoncés"),
    f"belote_scoring.{BeloteScoring.HOLDER.value}": ("holder", "détenteur"),
    f"belote_scoring.{BeloteScoring.TAKEN_ON_FAILURE.value}": (
        "taken if failed",
        "prenable",
    ),
    f"belote_scoring.{BeloteScoring.DEAL_WINNER.value}": (
        "winner",
        "gagnant",
    ),
    f"belote_scoring.{BeloteScoring.NEVER.value}": ("never", "jamais"),
    f"rounding_scope.{RoundingScope.DEAL.value}": ("every deal", "chaque donne"),
    f"rounding_scope.{RoundingScope.TOTAL.value}": ("totals", "les totaux"),
    f"rounding_scope.{RoundingScope.DEAL_EXCEPT_LAST.value}": (
        "all but last",
        "sauf dernière",
    ),
}

_TRUMP_NAMES: dict[Trump, tuple[str, str]] = {
    Trump.SPADES: ("Spades", "Pique"),
    Trump.HEARTS: ("Hearts", "Cœur"),
    Trump.DIAMONDS: ("Diamonds", "Carreau"),
    Trump.CLUBS: ("Clubs", "Trèfle"),
    Trump.NO_TRUMP: ("No trump", "Sans-atout"),
    Trump.ALL_TRUMP: ("All trump", "Tout-atout"),
}
_TRUMP_MARKS: dict[Trump, tuple[str, str]] = {
    Trump.SPADES: ("♠", "♠"),
    Trump.HEARTS: ("♥", "♥"),
    Trump.DIAMONDS: ("♦", "♦"),
    Trump.CLUBS: ("♣", "♣"),
    Trump.NO_TRUMP: ("NT", "SA"),
    Trump.ALL_TRUMP: ("AT", "TA"),
}
#: The letter that picks each trump in the deal form: English initials; in French the bridge
#: notation P, C, K, T (carreau is K because C is cœur), S sans-atout, A tout-atout.
_TRUMP_KEYS: dict[Trump, tuple[str, str]] = {
    Trump.SPADES: ("s", "p"),
    Trump.HEARTS: ("h", "c"),
    Trump.DIAMONDS: ("d", "k"),
    Trump.CLUBS: ("c", "t"),
    Trump.NO_TRUMP: ("n", "s"),
    Trump.ALL_TRUMP: ("a", "a"),
}
_COINCHE_NAMES: dict[Coinche, tuple[str, str]] = {
    Coinche.NONE: ("—", "—"),
    Coinche.COINCHE: ("Coinched", "Coinché"),
    Coinche.SURCOINCHE: ("Surcoinched", "Surcoinché"),
}
_ANNOUNCE_NAMES: dict[Announce, tuple[str, str]] = {
    Announce.TIERCE: ("tierce", "tierce"),
    Announce.CINQUANTE: ("fifty", "cinquante"),
    Announce.CENT: ("hundred", "cent"),
    Announce.CARRE: ("four of a kind", "carré"),
    Announce.CARRE_NEUF: ("four nines", "carré de neuf"),
    Announce.CARRE_VALETS: ("four jacks", "carré de valets"),
    Announce.CARRE_AS: ("four aces", "carré d'as"),
    Announce.CARRE_DIX: ("four tens", "carré de dix"),
    Announce.CARRE_ROIS: ("four kings", "carré de rois"),
    Announce.CARRE_DAMES: ("four queens", "carré de dames"),
}
_SLAM_NAMES: dict[str, tuple[str, str]] = {
    "capot": ("Capot", "Capot"),
    "generale": ("Générale", "Générale"),
}
_SLAM_ABBREVIATIONS: dict[str, tuple[str, str]] = {
    "capot": ("Cap.", "Cap."),
    "generale": ("Gén.", "Gén."),
}
#: Names of keys in help and key hints; a key not named here is shown as it is (``n``).
_KEY_NAMES: dict[str, tuple[str, str]] = {
    "enter": ("Enter", "Entrée"),
    "escape": ("Esc", "Échap"),
    "delete": ("Del", "Suppr"),
    "backspace": ("⌫", "⌫"),
    "tab": ("Tab", "Tab"),
    "shift+tab": ("⇧Tab", "⇧Tab"),
    "space": ("Space", "Espace"),
    "up": ("↑", "↑"),
    "down": ("↓", "↓"),
    "left": ("←", "←"),
    "right": ("→", "→"),
    "question_mark": ("?", "?"),
}
#: For a binding with several keys, the one shown first in each language ("o" for oui).
_PREFERRED_KEYS: dict[str, tuple[str, str]] = {
    "confirm.yes": ("y", "o"),
}
#: Keys of the announce picker, in the order of the Announce enum.
#: 1 to 9, then 0 for the tenth: one key each.
ANNOUNCE_KEYS: dict[str, Announce] = {str(i % 10): kind for i, kind in enumerate(Announce, start=1)}
#: Keys of the contract field for the slam bids (the same word in both languages).
SLAM_KEYS: dict[str, Contract] = {"c": "capot", "g": "generale"}


#: The rules editor's line of explanation for each rule, in French; the English line is the
#: rule's own description in rules.py.
_RULE_HELP_FR: dict[str, str] = {
    "default_target": "L'objectif proposé d'abord pour une nouvelle partie.",
    "target_options": "Les objectifs proposés pour une nouvelle partie.",
    "tie_break": "Qui gagne quand les deux équipes finissent à égalité : l'équipe qui a gagné "
    "la dernière donne, ou personne encore (on joue une donne de plus).",
    "direction": "Le sens du jeu : qui donne, parle et entame ensuite.",
    "min_bid": "L'enchère chiffrée la plus basse.",
    "max_bid": "L'enchère chiffrée la plus haute.",
    "bid_step": "L'écart entre deux enchères chiffrées.",
    "opening_bid": "Une première enchère sous l'enchère minimale, hors des pas (82 dans 82, "
    "85, 90…) ; vide : les enchères commencent à l'enchère minimale.",
    "capot_bid": "On peut annoncer un capot (les huit plis).",
    "generale_bid": "On peut annoncer une générale (un seul joueur fait les huit plis).",
    "no_trump": "On peut jouer à sans-atout.",
    "all_trump": "On peut jouer à tout-atout.",
    "capot_may_be_coinched": "Un capot ou une générale annoncés peuvent être coinchés.",
    "announces": "Les annonces (tierce, cinquante, cent, carrés) sont marquées.",
    "carre_neuf_value": "Ce que vaut le carré de neuf en annonce.",
    "no_trump_carre_values": "À sans-atout, les carrés valent 200 pour les as, 150 pour les "
    "dix, 100 pour les autres.",
    "scale": "Ce que marque une donne : les points faits et le contrat, les points faits "
    "seulement, ou le contrat seulement (points annoncés).",
    "lowest_bid_needs": "Les points qu'exige l'enchère la plus basse (82 : une enchère de 80 "
    "exige 82).",
    "bid_counts_belote": "La belote compte pour faire le contrat.",
    "bid_counts_announces": "Les annonces du preneur comptent pour faire le contrat.",
    "bid_counts_all_tricks_points": "Un preneur qui a fait tous les plis compte la valeur de "
    "tous les plis (252), pas 162, pour faire le contrat.",
    "must_beat_defence": "Le preneur doit aussi marquer plus que la défense.",
    "defence_tie": "Quand le preneur doit battre la défense et fait autant qu'elle : le "
    "contrat chute, est en litige (points gardés pour la donne suivante), ou est fait.",
    "success_on_rounded": "Le contrat est jugé sur les points faits arrondis.",
    "all_tricks_points": "Ce que valent les points du preneur quand il a fait tous les plis.",
    "failure_points": "Ce que marque la défense, en plus du contrat, quand le contrat chute.",
    "defence_capot_points": "Ce que marque la défense au lieu des points de chute quand elle "
    "a fait tous les plis ; vide : les points de chute.",
    "failed_announces_to_defence": "Les annonces du preneur vont à la défense quand le "
    "contrat chute.",
    "capot_takes_defence_announces": "Un preneur qui a fait tous les plis marque aussi les "
    "annonces de la défense.",
    "belote_scoring": "Qui marque la belote : toujours son détenteur, l'autre équipe quand le "
    "contrat du détenteur chute, l'équipe qui gagne la donne, ou personne.",
    "capot_value": "Ce que vaut un capot annoncé.",
    "generale_value": "Ce que vaut une générale annoncée.",
    "no_trump_bid_multiplier": "Une enchère chiffrée à sans-atout vaut l'enchère fois ce nombre.",
    "capot_flat_score": "Un capot annoncé marque ce forfait (fois la coinche) au lieu des "
    "points et du contrat ; vide : pas de forfait.",
    "generale_flat_score": "Une générale annoncée marque ce forfait (fois la coinche) au lieu "
    "des points et du contrat ; vide : pas de forfait.",
    "flat_score_when_failed": "Un capot ou une générale chutés, avec forfait, donnent le "
    "forfait à la défense (non : le score de chute ordinaire).",
    "coinche_scoring": "Ce que multiplie la coinche : le contrat seul, une base plus le "
    "contrat au gagnant, tout le score du gagnant, ou la ligne du gagnant.",
    "whole_score_capot_base": "Avec « tout le score », la base d'un preneur qui a réussi en "
    "faisant tous les plis.",
    "coinche_base": "Avec « tout au gagnant », la base que prend le gagnant d'une donne "
    "coinchée ; vide : les points de chute.",
    "surcoinche_base": "Avec « tout au gagnant », la base quand la donne est surcoinchée ; "
    "vide : la base de la coinche.",
    "coinche_capot_bonus": "Avec « tout au gagnant », ajouté à la base quand le gagnant a "
    "fait tous les plis.",
    "coinche_multiplies_bid": "La coinche multiplie le contrat (non : le contrat est ajouté "
    "une fois).",
    "coinche_multiplies_belote": "La coinche multiplie la belote que marque le gagnant.",
    "coinche_multiplier": "Ce par quoi la coinche multiplie.",
    "surcoinche_multiplier": "Ce par quoi la surcoinche multiplie.",
    "rounding": "Les scores sont arrondis à la dizaine la plus proche (un 5 monte, ou "
    "descend), ou pas.",
    "rounding_scope": "Ce qui est arrondi : chaque donne, seulement les totaux, ou chaque "
    "donne sauf celle qui finit la partie.",
    "belote_cannot_end_match": "Une équipe qui a chuté, a été capot ou a perdu sur une renonce "
    "ne peut pas gagner la partie dans cette donne, même si sa belote lui fait passer "
    "l'objectif.",
}


def catalog_keys() -> frozenset[str]:
    return frozenset(_CATALOG) | frozenset(_PLURALS)


class Texts:
    """Every word the app shows, in one language."""

    def __init__(self, language: Language) -> None:
        self.language = language
        self._index = LANGUAGES.index(language)

    def __call__(self, key: str, **values: object) -> str:
        """The sentence ``key`` with ``{placeholders}`` filled in; KeyError for an unknown key.

        A sentence that depends on a number takes the form ``count`` asks for (plural without).
        """
        if key in _PLURALS:
            count = values.get("count")
            form = _plural_form(self.language, count) if isinstance(count, int) else 1
            text = _PLURALS[key][self._index][form]
        else:
            text = _CATALOG[key][self._index]
        return text.format(**values) if values else text

    def _pick(self, pair: tuple[str, str]) -> str:
        return pair[self._index]

    # ------------------------------------------------------------ card words
    def trump_name(self, trump: Trump) -> str:
        return self._pick(_TRUMP_NAMES[trump])

    def trump_mark(self, trump: Trump | None) -> str:
        return "" if trump is None else self._pick(_TRUMP_MARKS[trump])

    def trump_key(self, trump: Trump) -> str:
        return self._pick(_TRUMP_KEYS[trump])

    def coinche_name(self, coinche: Coinche) -> str:
        return self._pick(_COINCHE_NAMES[coinche])

    def announce_name(self, announce: Announce) -> str:
        return self._pick(_ANNOUNCE_NAMES[announce])

    def slam_name(self, contract: str) -> str:
        return self._pick(_SLAM_NAMES[contract])

    def contract_name(self, contract: Contract) -> str:
        return str(contract) if isinstance(contract, int) else self.slam_name(contract)

    def contract_text(self, deal: Deal, rules: RuleSet, short: bool = False) -> str:
        """``110♥``, ``Capot♠×2``, ``90 SA``: the bid, the trump and the coinche multiplier.

        ``short`` abbreviates a slam for narrow columns: ``Gén.SA×4``, ``Cap.♠``.
        """
        if deal.contract is None:
            return ""
        mark = self.trump_mark(deal.trump)
        if short and isinstance(deal.contract, str):
            # The full stop already parts the slam from SA or TA (Gén.SA).
            text = self._pick(_SLAM_ABBREVIATIONS[deal.contract]) + mark
        else:
            # A suit symbol hugs the bid (110♥); SA and TA are words (110 SA).
            text = self.contract_name(deal.contract) + (f" {mark}" if mark.isalpha() else mark)
        if deal.coinche is not Coinche.NONE:
            text += f"×{rules.multiplier(deal.coinche)}"
        return text

    def result_word(self, score: DealScore, deal: Deal) -> str:
        """``made``, ``failed``, ``litige``, ``passed``; ``capot`` when made with every trick,
        ``def. capot`` when the defence took them all; ``renonce``."""
        if deal.thrown_in:
            return self("result.passed")
        if deal.renonce is not None:
            return self("result.renonce")
        if score.litige:
            return self("result.litige")
        if score.made:
            return self("result.capot") if deal.all_tricks else self("result.made")
        return self("result.defence_capot") if deal.defence_all_tricks else self("result.failed")

    # ------------------------------------------------------------------ keys
    def key_name(self, key: str) -> str:
        """``enter`` -> Enter / Entrée, ``ctrl+s`` -> ^s, ``f1`` -> F1."""
        if key in _KEY_NAMES:
            return self._pick(_KEY_NAMES[key])
        if key.startswith("ctrl+"):
            return "^" + key.removeprefix("ctrl+")
        if len(key) > 1 and key[0] == "f" and key[1:].isdigit():
            return key.upper()
        return key

    def binding_keys(self, binding_id: str | None, keys: list[str]) -> list[str]:
        """A binding's keys as shown, the language's preferred one first."""
        preferred = (
            self._pick(_PREFERRED_KEYS[binding_id]) if binding_id in _PREFERRED_KEYS else None
        )
        ordered = sorted(keys, key=lambda key: key != preferred)
        return [self.key_name(key) for key in ordered]

    # ------------------------------------------------------------- breakdown
    def line_label(self, key: LineKey) -> str:
        return self(f"line.{key.value}")

    def _term(self, line: Line, labelled: bool) -> str:
        term = f"{line.factor} × {line.base}" if line.factor != 1 else str(line.base)
        return f"{term} {self.line_label(line.key)}" if labelled else term

    def breakdown(self, score: DealScore, team: Team, labelled: bool = False) -> str:
        """One team's deal score as a sum: ``160 + 2 × 100 = 360``, ``92 + 20 + 110 = 222 → 220``.

        ``labelled`` names each term (``92 pts + 20 belote + 110 bid = 222 → 220``).
        """
        lines = score.lines_for(team)
        terms = [line for line in lines if line.key not in (LineKey.ROUNDING, LineKey.LITIGE_HELD)]
        exact, final = score.exact[team], score.scores[team]
        if not terms:
            text = "0"
        else:
            text = " + ".join(self._term(line, labelled) for line in terms)
            if len(terms) > 1 or terms[0].factor != 1:
                text += f" = {exact}"
        if final != exact:
            text += f" → {final}"
        held = sum(line.base for line in lines if line.key is LineKey.LITIGE_HELD)
        if held:
            text += " " + self("breakdown.held", points=held)
        return text

    # --------------------------------------------------------- rules in words
    def rules_name(self, name: str) -> str:
        """A rule set's name; the default name of a customised set in the app's language."""
        return self("rules.custom_name") if name == CUSTOM_RULES_NAME else name

    def rule_label(self, field: str) -> str:
        return self._pick(_RULE_WORDS[field])

    def rule_choice(self, field: str, value: str) -> str:
        return self._pick(_RULE_WORDS[f"{field}.{value}"])

    def rule_help(self, field: str) -> str:
        """One line saying what rule ``field`` means for the players."""
        if self.language == "fr":
            return _RULE_HELP_FR[field]
        return RuleSet.model_fields[field].description or ""

    def rules_problem(self, problem: InvalidRulesError) -> str:
        """Why the rules refuse a field's value, in the user's words (never pydantic's)."""
        key = f"rules.problem.{problem.code}"
        for candidate in (f"{key}.{problem.field}", key):
            if candidate in _CATALOG:
                key = candidate
                break
        else:
            key = "rules.problem.other"
        low = high = None
        field = RuleSet.model_fields.get(problem.field)
        if field is not None:
            for constraint in field.metadata:
                low = getattr(constraint, "ge", low)
                high = getattr(constraint, "le", high)
            if key == "rules.problem.range" and not field.is_required() and field.default is None:
                key = "rules.problem.range_or_empty"
        return self(key, **{**problem.params, "low": low, "high": high})

    def rules_summary(self, rules: RuleSet) -> list[str]:
        """The key rules of a rule set in plain words, one sentence a line."""
        bids = rules.numeric_bids()
        low, high = bids[0], bids[-1]
        first = self("summary.bids", low=low, high=high, step=rules.bid_step)
        if rules.lowest_bid_needs != low:
            first += self("summary.lowest_needs", low=low, needed=rules.lowest_bid_needs)
        if rules.capot_bid:
            first += self("summary.slams.capot")
        if rules.generale_bid:
            first += self("summary.slams.generale")
        extra = [self.trump_name(t) for t in rules.allowed_trumps()[4:]]
        if extra:
            first += self("summary.trumps.extra", names=", ".join(extra))
        parts = [self("summary.counts.points")]
        if rules.bid_counts_belote:
            parts.append(self("summary.counts.belote"))
        if rules.bid_counts_announces:
            parts.append(self("summary.counts.announces"))
        counts = self("summary.counts", parts=" + ".join(parts))
        if rules.must_beat_defence:
            counts += self("summary.beat_defence")
            if rules.defence_tie is DefenceTie.LITIGE:
                counts += self("summary.beat_defence.litige")
        multipliers = {"c": rules.coinche_multiplier, "s": rules.surcoinche_multiplier}
        coinche = self(
            f"summary.coinche.{rules.coinche_scoring.value}",
            points=rules.failure_points,
            **multipliers,
        )
        capot_coinche = "" if rules.capot_may_be_coinched else self("summary.capot.no_coinche")
        if not rules.capot_bid:
            capot = self("summary.capot.none", tricks=rules.all_tricks_points)
        elif rules.capot_flat_score is not None:
            capot = self("summary.capot.flat", points=rules.capot_flat_score, coinche=capot_coinche)
        else:
            capot = self(
                "summary.capot.value",
                points=rules.capot_value,
                tricks=rules.all_tricks_points,
                coinche=capot_coinche,
            )
        announces = (
            self("summary.announces.on", value=rules.carre_neuf_value)
            if rules.announces
            else self("summary.announces.off")
        )
        options = ", ".join(str(t) for t in rules.target_options)
        scale = (
            [] if rules.scale is Scale.POINTS_AND_BID else [self(f"summary.scale.{rules.scale}")]
        )
        return [
            first,
            counts,
            *scale,
            self("summary.failure", points=rules.failure_points),
            coinche,
            capot,
            announces,
            self(f"summary.rounding.{rules.rounding.value}"),
            self("summary.target", target=rules.default_target, options=options),
            self(f"summary.tie.{rules.tie_break.value}"),
        ]
