"""The help pages of the command line in French, keyed as ``help_en.py`` (same values, same
doubled braces, no ``%``).  The commands, the options, the JSON keys and the values typed stay
as they are typed; the pages ``help formats|scoring|statistics`` print stay in English."""

from __future__ import annotations

HELP: dict[str, str] = {
    # Not "utilisation : ": argparse indents the usage's lines under the command, past its
    # prefix, and cannot break an option ([--data-dir DOSSIER]) that no longer fits.
    "argparse.usage": "usage : ",
    "argparse.positionals": "arguments positionnels :",
    "argparse.options": "options :",
    "argparse.help": "affiche cette aide et quitte",
    "metavar.ACTION": "ACTION",
    "metavar.ADDRESS": "ADRESSE",
    "metavar.COMMAND": "COMMANDE",
    "metavar.DATE": "DATE",
    "metavar.DEAL_JSON": "DONNE_JSON",
    "metavar.DIR": "DOSSIER",
    "metavar.FILE": "FICHIER",
    "metavar.file": "fichier",
    "metavar.MATCH": "PARTIE",
    "metavar.NAME": "NOM",
    "metavar.PRESET": "RÈGLES",
    "metavar.RULES_JSON": "RÈGLES_JSON",
    "metavar.SEAT": "PLACE",
    "metavar.TOPIC": "SUJET",
    "program": (
        "Tient la marque d'une partie de coinche : l'application par défaut, ou une sous-commande."
    ),
    "program.epilog": (
        "Plus d'aide, en anglais : coinche-score help formats (le JSON des donnes, des scores et"
        " des fichiers de partie), coinche-score help scoring (comment une donne et une partie"
        " se comptent), coinche-score help statistics (chaque chiffre de la commande stats) ;"
        " en français : coinche-score COMMANDE --help."
    ),
    "option.version": "affiche la version et quitte",
    "option.data_dir": (
        "dossier des parties enregistrées (par défaut : $COINCHE_SCORE_DATA, sinon le dossier de"
        " données de l'utilisateur)"
    ),
    "option.lang": (
        "la langue de l'application, de ce qu'affichent les commandes, des refus et de l'aide"
        " (par défaut : celle de la locale du système)"
    ),
    "option.json": "affiche du JSON au lieu de texte",
    "argument.match": (
        "l'id d'une partie, un début d'id qu'elle seule a, ou 'last' (la dernière modifiée)"
    ),
    "argument.number": "numéro de la donne, à partir de 1",
    "argument.deal": (
        "la donne en objet JSON (voir 'coinche-score help formats'), ou - pour la lire sur"
        " l'entrée standard"
    ),
    "option.bidder": (
        "qui a fait l'enchère gagnante : une place 1..4 ou le nom d'un joueur (le bidder de la"
        " donne, places 0..3 ; cette option le remplace)"
    ),
    "commands": (
        "sans commande, l'application démarre ; 'coinche-score COMMANDE --help' en dit plus"
    ),
    "score": "compte un document JSON de donnes et affiche les scores en JSON",
    "score.file": "le document ; - ou rien : l'entrée standard",
    "score.json": "accepté : la sortie est toujours en JSON",
    "score.epilog": (
        'Le document est {{"rules": ..., "target": ..., "deals": [...]}} : le nom de règles'
        " prédéfinies ou un jeu de règles, les points à atteindre (facultatif : l'objectif par"
        " défaut des règles) et les donnes dans l'ordre où elles ont été jouées. L'équipe A"
        " prend à 100 cœur (le joueur à la place 1, bidder 0 dans le fichier), se fait coincher"
        " et fait 70 points de cartes avec la belote :\n\n"
        "  coinche-score score <<'EOF'\n"
        '  {{"rules": "classic", "target": 2000, "deals": [\n'
        "  {example}\n"
        "  ]}}\n"
        "  EOF\n\n"
        "affiche les scores de chaque donne (ici A 20, B 360), si le contrat est fait, les scores"
        " exacts avant l'arrondi et leur détail, puis les totaux et le vainqueur. Chaque champ,"
        " les autres annonces et la sortie : coinche-score help formats (en anglais)."
    ),
    "new": "commence une partie et affiche son id",
    "new.rules": (
        "des règles prédéfinies ({presets}), des règles maison enregistrées (coinche-score rules"
        """ list) ou un jeu de règles en JSON : '{{"preset": "classic", "rounding": "none"}}'"""
    ),
    "new.team_a": "le nom de l'équipe A, places 1 et 3",
    "new.team_b": "le nom de l'équipe B, places 2 et 4",
    "new.target": "les points à atteindre (par défaut : l'objectif des règles)",
    "new.players": (
        "les noms des joueurs, dans le sens horaire autour de la table depuis la place 1"
    ),
    "new.first_dealer": "une place 1..4 ou le nom d'un joueur (par défaut : la place 1)",
    "import": (
        "enregistre un document de scores ou une partie exportée comme nouvelle partie et"
        " affiche son id"
    ),
    "import.file": "un document de scores ou un export --format json ; - pour l'entrée standard",
    "import.team_a": "le nom de l'équipe A, places 1 et 3 (par défaut : celui du document)",
    "import.team_b": "le nom de l'équipe B, places 2 et 4 (par défaut : celui du document)",
    "import.target": "les points à atteindre (par défaut : ceux du document)",
    "import.players": (
        "les noms des joueurs, dans le sens horaire autour de la table depuis la place 1 (par"
        " défaut : ceux du document)"
    ),
    "import.first_dealer": (
        "une place 1..4 ou le nom d'un joueur (par défaut : celui du document)"
    ),
    "import.epilog": (
        'Le fichier est ce que lit la commande score ({{"rules": ..., "target": ..., "deals":'
        ' [...]}}, et au besoin "team_names": {{"A": ..., "B": ...}} et "players": [A1, B1, A2,'
        " B2]), ou ce qu'affiche 'coinche-score export PARTIE --format json' : une sauvegarde, ou"
        " une partie venue d'une autre machine. Les options remplacent ce que dit le fichier."
        " Chaque champ : coinche-score help formats (en anglais)."
    ),
    "add": "enregistre la donne suivante",
    "insert": "insère une donne oubliée comme donne N",
    "edit": "remplace la donne N",
    "delete": "supprime la donne N",
    "undo": "annule le dernier changement",
    "redo": "rétablit le dernier changement annulé",
    "list": "liste les parties enregistrées, la plus récente d'abord",
    "list.archived": "les parties archivées à la place (show et export les lisent aussi)",
    "show": "montre une partie : donnes, scores, totaux, qui donne",
    "show.why": (
        "puis ce que chaque donne a marqué, et pourquoi, comme le dit la feuille de marque de"
        " l'application"
    ),
    "export": "affiche une partie en CSV, Markdown ou JSON",
    "export.format": "CSV, Markdown ou JSON",
    "stats": (
        "les chiffres des parties enregistrées : joueurs, équipes, face à face, classement Elo,"
        " records"
    ),
    "stats.epilog": (
        "Les chiffres de chaque joueur et de chaque équipe sur les parties enregistrées (et les"
        " archivées) : victoires, écarts et séries, contrats réussis par atout et par enchère,"
        " coinches, points par donne, classement Elo, face à face, partenaires et records."
        " Chaque chiffre : coinche-score help statistics (en anglais)."
    ),
    "stats.since": "les parties commencées le DATE ou après",
    "stats.until": "les parties commencées le DATE ou avant",
    "stats.rules": "les parties jouées avec le jeu de règles NOM (exactement)",
    "stats.player": (
        "les parties où NOM a joué, quelle qu'en soit l'écriture (encore une fois pour d'autres :"
        " celles où tous ont joué)"
    ),
    "stats.min": (
        "les parties finies qu'il faut à une paire pour meilleur partenaire, bête noire et"
        " victime (par défaut : {least}) ; les taux sur moins sont marqués « peu »"
    ),
    "stats.no_archived": "laisse de côté les parties archivées",
    "stats.format": "texte (par défaut), Markdown, CSV ou JSON",
    "stats.json": "comme --format json",
    "stats.with_deals": "JSON : chaque chiffre avec les donnes (ou les parties) qu'il compte",
    "table": (
        "partage une page du score, en lecture seule, avec les téléphones de la table, jusqu'à"
        " Ctrl+C"
    ),
    "table.epilog": (
        "La page montre les deux totaux face à l'objectif, qui donne ensuite, les dernières"
        " donnes et pourquoi elles ont marqué ainsi, un litige en attente et le vainqueur, dans"
        " la langue du navigateur ; elle suit chaque changement en moins d'une seconde, et ?big"
        " à la fin de l'adresse la met en page pour un vidéoprojecteur. Elle est en lecture"
        " seule : personne ne peut y changer le score. Quiconque peut joindre l'adresse et a son"
        " jeton (dans l'adresse) peut la voir : par défaut, cet ordinateur seul ; avec --lan, le"
        " réseau local."
    ),
    "table.match": (
        "l'id d'une partie, un début d'id qu'elle seule a, ou 'last' (la dernière modifiée) ;"
        " sans elle, la dernière partie modifiée, puis la suivante"
    ),
    "table.lan": "partage sur les adresses réseau de cette machine (la première affichée)",
    "table.host": "partage sur ADRESSE (par défaut : 127.0.0.1)",
    "table.port": "le port (par défaut : {port} ; 0 : n'importe quel port libre)",
    "table.max_viewers": "pages ouvertes en même temps (par défaut : {viewers})",
    "table.no_qr": "affiche l'adresse seule, sans QR code",
    "rules": (
        "liste, montre, enregistre, supprime et compare des jeux de règles (prédéfinies et maison)"
    ),
    "rules.actions": "list, show, save, delete ou diff",
    "rules.list": "les règles prédéfinies et les règles maison enregistrées",
    "rules.show": "chaque règle d'un jeu de règles, son sens et sa valeur",
    "rules.show.name": "des règles prédéfinies ou des règles maison enregistrées",
    "rules.save": "enregistre des règles maison sous un nom (en remplaçant celles de ce nom)",
    "rules.save.name": (
        "de 1 à {name_length} caractères sur une ligne, sans / ni \\, sans point au début"
    ),
    "rules.save.rules": (
        'un objet de règles ({{"preset": "classic", "rounding": "none"}}), un nom, ou - (l\'entrée'
        " standard)"
    ),
    "rules.delete": "supprime des règles maison enregistrées",
    "rules.delete.name": "des règles maison enregistrées",
    "rules.diff": (
        'les règles où deux jeux de règles diffèrent (--json : [{{"field", "a": sa valeur dans A,'
        ' "b": dans B}}])'
    ),
    "rules.diff.first": "des règles prédéfinies ou des règles maison enregistrées",
    "rules.diff.second": "des règles prédéfinies ou des règles maison enregistrées",
    "help": (
        "affiche une page d'aide : formats, scoring, statistics (ces trois pages en anglais), ou"
        " l'aide d'une commande"
    ),
    "help.topic": (
        "formats (le JSON des donnes, des scores et des fichiers de partie), scoring (comment une"
        " donne et une partie se comptent), statistics (chaque chiffre de la commande stats),"
        " trois pages en anglais, ou une commande"
    ),
}
